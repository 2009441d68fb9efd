import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { downloadFile } from '@/lib/admin/download-file'
import { toast } from '@/lib/toast'
import { money } from '../api'
import { type RegistrationStatus, registrationsQueryOptions, STATUS_LABELS, STATUSES } from './api'
import { RegistrationDetail } from './registration-detail'
import { StatementUpload } from './statement-upload'

/** "Export CSV" / "Export XLSX": fetched with the token (a plain link would carry none). */
function ExportButton({ format }: { format: 'csv' | 'xlsx' }) {
  const [busy, setBusy] = useState(false)
  async function run() {
    setBusy(true)
    try {
      toast.success(`Saved ${await downloadFile(`/registrations/export.${format}`, `registrations.${format}`)}.`)
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The export failed. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={busy}>
      {busy ? 'Exporting...' : `Export ${format.toUpperCase()}`}
    </Button>
  )
}

/** The organisers' desk: totals, filters, the list, one registration opened, the bank statement. */
export function RegistrationsDesk() {
  const [status, setStatus] = useState<RegistrationStatus | ''>('')
  const [category, setCategory] = useState('')
  const [q, setQ] = useState('')
  // A filter's change starts again at the first page (setters below).
  const [page, setPage] = useState(0)
  const [openId, setOpenId] = useState<string | null>(null)
  const all = useQuery(registrationsQueryOptions())
  const list = useQuery(
    registrationsQueryOptions({
      status: status || undefined,
      category: category || undefined,
      q: q.trim() || undefined,
      page,
    }),
  )
  const totalPages = list.data?.totalPages ?? 0
  const totals = all.data?.totals
  const categories = Object.keys(totals?.byCategory ?? {})
  const labelOf = (key: string) => all.data?.data.find((r) => r.category === key)?.categoryLabel ?? key

  return (
    <div className="grid max-w-5xl gap-6">
      <div className="flex flex-wrap gap-2">
        <ExportButton format="csv" />
        <ExportButton format="xlsx" />
        <Button variant="outline" asChild>
          <Link to="/admin/registrations/papers">Papers and their registered authors</Link>
        </Button>
      </div>
      {totals ? (
        <section aria-label="Totals" className="grid gap-2 rounded-lg border border-slate-300 bg-white p-4 text-sm">
          <p>{STATUSES.map((s) => `${STATUS_LABELS[s]}: ${totals.byStatus[s] ?? 0}`).join(' · ')}</p>
          <p>
            {categories.map((c) => `${labelOf(c)}: ${totals.byCategory[c]}`).join(' · ') || 'No registrations yet.'}
          </p>
          <p>
            Confirmed amount: {money('INR', totals.confirmedAmount.INR)}, {money('USD', totals.confirmedAmount.USD)}
          </p>
        </section>
      ) : null}
      {openId ? <RegistrationDetail id={openId} onClose={() => setOpenId(null)} /> : null}
      <section aria-labelledby="list-heading" className="grid gap-3">
        <h2 id="list-heading" className="text-xl font-semibold text-brand-800">
          Registrations
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField id="filter-status" label="Status">
            <NativeSelect
              id="filter-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as RegistrationStatus | '')
                setPage(0)
              }}
            >
              <option value="">All statuses</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="filter-category" label="Category">
            <NativeSelect
              id="filter-category"
              value={category}
              onChange={(e) => {
                setCategory(e.target.value)
                setPage(0)
              }}
            >
              <option value="">All categories</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {labelOf(c)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="filter-q" label="Search (code, name, e-mail, institution or UTR)">
            <Input
              id="filter-q"
              type="search"
              value={q}
              onChange={(e) => {
                setQ(e.target.value)
                setPage(0)
              }}
            />
          </FormField>
        </div>
        {list.isPending ? (
          <p className="text-slate-600">Loading...</p>
        ) : list.isError ? (
          <p className="text-red-700">{list.error.message}</p>
        ) : list.data.data.length === 0 ? (
          <p className="text-slate-600">No registrations match.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th className="p-2">Code</th>
                  <th className="p-2">Name</th>
                  <th className="p-2">Category</th>
                  <th className="p-2">Fee</th>
                  <th className="p-2">Status</th>
                  <th className="p-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((r) => (
                  <tr key={r._id} className="border-b border-slate-200">
                    <td className="p-2 font-mono">{r.code}</td>
                    <td className="p-2">
                      {r.name}
                      <span className="block text-slate-600">{r.institution}</span>
                    </td>
                    <td className="p-2">{r.categoryLabel}</td>
                    <td className="p-2">{money(r.fee.currency, r.fee.total)}</td>
                    <td className="p-2">{STATUS_LABELS[r.status]}</td>
                    <td className="p-2">
                      <Button variant="outline" size="sm" onClick={() => setOpenId(r._id)}>
                        Open {r.code}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {totalPages > 1 ? (
          <nav aria-label="Pages of registrations" className="flex flex-wrap items-center gap-3">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous page
            </Button>
            <span>
              Page {page + 1} of {totalPages}
            </span>
            <Button variant="outline" size="sm" disabled={page + 1 >= totalPages} onClick={() => setPage(page + 1)}>
              Next page
            </Button>
          </nav>
        ) : null}
      </section>
      <StatementUpload />
    </div>
  )
}
