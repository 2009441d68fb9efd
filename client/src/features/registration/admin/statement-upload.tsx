import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { toast } from '@/lib/toast'
import {
  importStatement,
  registrationsQueryOptions,
  type StatementImport,
  unmatchedLinesQueryOptions,
  useApplyStatement,
  useAssignLine,
  useDiscardLine,
} from './api'

const rupees = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 2 })

/** What a statement matched (or would match, in the preview). */
export function StatementSummary({ result }: { result: StatementImport }) {
  return (
    <section className="grid gap-2 text-sm" aria-label={result.dryRun ? 'Statement preview' : 'Statement applied'}>
      <p>
        {result.lines} lines, {result.credits} credits, {result.alreadySeen} seen before: {result.matched.length} to
        confirm, {result.mismatched.length} with another amount, {result.unmatched.length} unmatched.
      </p>
      {result.matched.length ? (
        <ul className="list-disc pl-5">
          {result.matched.map((m) => (
            <li key={`m${m.line}`}>
              Line {m.line}: {m.code} confirmed by UTR {m.utr}, {rupees(m.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      {result.mismatched.length ? (
        <ul className="list-disc pl-5">
          {result.mismatched.map((m) => (
            <li key={`x${m.line}`}>
              Line {m.line}: {m.code} by UTR {m.utr}: received {rupees(m.amount)}, due {rupees(m.due)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/**
 * The bank statement in one step: the file is first read as a preview (nothing written), and only "Apply" confirms
 * what it matched (pretix 5168: a mis-read file must not mail anyone).
 */
export function StatementUpload() {
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<StatementImport | null>(null)
  const [applied, setApplied] = useState<StatementImport | null>(null)
  const [reading, setReading] = useState(false)
  const apply = useApplyStatement()

  async function previewFile() {
    if (!file || !ensureLoggedIn()) return
    setReading(true)
    try {
      setPreview(await importStatement(file, true))
      setApplied(null)
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Failed to read the statement. Please try again.')
    } finally {
      setReading(false)
    }
  }

  return (
    <section aria-labelledby="statement-heading" className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="statement-heading" className="text-xl font-semibold text-brand-800">
        Bank statement
      </h2>
      <p className="text-sm text-slate-600">
        The account's statement as CSV or .xlsx (SBI, HDFC, ICICI). Credits whose UTR and amount match a claimed payment
        are confirmed; the rest are listed below for a look.
      </p>
      <FormField id="statement-file" label="Statement file (CSV or .xlsx)">
        <Input
          id="statement-file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setPreview(null)
          }}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!file || reading} onClick={() => void previewFile()}>
          {reading ? 'Reading...' : 'Preview statement'}
        </Button>
        <Button
          disabled={!file || !preview || apply.isPending}
          onClick={() =>
            file &&
            apply.mutate(file, {
              onSuccess: (res) => {
                setApplied(res)
                setPreview(null)
              },
            })
          }
        >
          {apply.isPending ? 'Applying...' : 'Apply statement'}
        </Button>
      </div>
      {preview ? <StatementSummary result={preview} /> : null}
      {applied ? <StatementSummary result={applied} /> : null}
      <UnmatchedLines />
    </section>
  )
}

/** Credits the site could not match: an admin assigns each to a registration (confirming it) or discards it. */
function UnmatchedLines() {
  const lines = useQuery(unmatchedLinesQueryOptions)
  const open = useQuery(registrationsQueryOptions())
  const assign = useAssignLine()
  const discard = useDiscardLine()
  const [choice, setChoice] = useState<Record<string, string>>({})
  if (lines.isPending || lines.isError || lines.data.data.length === 0)
    return <p className="text-sm text-slate-600">No unmatched lines.</p>
  const candidates = (open.data?.data ?? []).filter((r) =>
    ['awaiting-payment', 'payment-claimed', 'needs-attention'].includes(r.status),
  )
  return (
    <section aria-labelledby="unmatched-heading" className="grid gap-2">
      <h3 id="unmatched-heading" className="font-semibold">
        Unmatched lines ({lines.data.data.length})
      </h3>
      <ul className="grid gap-3">
        {lines.data.data.map((line) => {
          const fieldId = `assign-${line._id}`
          return (
            <li key={line._id} className="grid gap-2 rounded border border-slate-200 p-3 text-sm">
              <p>
                {line.date}: {rupees(line.amount)}, {line.narration} {line.reference ? `(ref ${line.reference})` : ''}
              </p>
              <div className="flex flex-wrap items-end gap-2">
                <FormField id={fieldId} label="Registration this credit pays">
                  <NativeSelect
                    id={fieldId}
                    value={choice[line._id] ?? ''}
                    onChange={(e) => setChoice({ ...choice, [line._id]: e.target.value })}
                  >
                    <option value="">Choose a registration</option>
                    {candidates.map((r) => (
                      <option key={r._id} value={r._id}>
                        {r.code}: {r.name}, {rupees(r.fee.total)}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <Button
                  disabled={!choice[line._id] || assign.isPending}
                  onClick={() => assign.mutate({ lineId: line._id, registrationId: choice[line._id] ?? '' })}
                >
                  Assign line
                </Button>
                <Button variant="outline" disabled={discard.isPending} onClick={() => discard.mutate(line._id)}>
                  Discard line
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
