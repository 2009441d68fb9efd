import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@common/field-rules'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import {
  importFailure,
  type PaperImportResult,
  type PaperImportRow,
  useImportPapers,
  usePreviewPaperImport,
} from '../api'

const FIELD_ID = 'cmt-import-file'

const ACTION_WORDS: Record<PaperImportRow['action'], string> = {
  create: 'New paper',
  update: 'Update',
  unchanged: 'Unchanged',
  skip: 'Skipped',
}

const ACTION_STYLE: Record<PaperImportRow['action'], string> = {
  create: 'font-semibold text-green-800',
  update: 'font-semibold text-brand-800',
  unchanged: 'text-slate-600',
  skip: 'text-red-800',
}

const papersWord = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`

const CELL = 'px-2 py-2 align-top sm:px-3'
const HEAD = 'whitespace-nowrap px-2 py-2 font-semibold sm:px-3'

/** The rows of a preview: where each is in the file, its CMT id and title, and what the import does with it. */
function PreviewTable({ rows }: { rows: PaperImportRow[] }) {
  return (
    <section
      aria-label="Rows of the file"
      className="max-h-[32rem] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must take focus to scroll by keyboard (axe: scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What importing the file does with each row</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={HEAD}>
              Row
            </th>
            <th scope="col" className={HEAD}>
              Paper ID
            </th>
            <th scope="col" className={HEAD}>
              Title
            </th>
            <th scope="col" className={HEAD}>
              Authors
            </th>
            <th scope="col" className={HEAD}>
              Track
            </th>
            <th scope="col" className={HEAD}>
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((r) => (
            <tr key={`${r.sheet ?? ''}:${r.row}`}>
              <td className={`${CELL} whitespace-nowrap`}>{r.sheet ? `${r.sheet}, row ${r.row}` : r.row}</td>
              <td className={CELL}>{r.cmtId ?? '—'}</td>
              <td className={`${CELL} min-w-[8rem] [overflow-wrap:anywhere]`}>
                {r.heading || <span className="text-slate-500">(no title)</span>}
              </td>
              <td className={`${CELL} min-w-[8rem]`}>{r.authors.join(', ') || '—'}</td>
              <td className={`${CELL} min-w-[6rem]`}>{r.track ?? '—'}</td>
              <td className={`${CELL} min-w-[6.5rem]`}>
                <span className={ACTION_STYLE[r.action]}>{ACTION_WORDS[r.action]}</span>
                {r.reason ? <span className="block text-slate-700">{r.reason}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** The columns the import reads, with a row as CMT writes it: shown before a file is chosen. */
const EXPECTED_COLUMNS: readonly [string, string, string][] = [
  ['Paper ID', '42', 'Matches the paper on a later import.'],
  ['Paper Title', 'Adaptive control of grid-forming inverters', ''],
  ['Author Names', 'A. Kumar (NIT Patna)*; S. Singh (IIT Delhi)', 'Affiliations and the * are dropped.'],
  ['Abstract', 'We propose an adaptive controller…', ''],
  ['Status', 'Accept', 'Only accepted papers are imported.'],
  ['Track Name', 'Renewable Energy', 'Optional; offered as the session’s track.'],
]

function ExpectedColumns() {
  return (
    <section aria-labelledby="cmt-columns-heading" className="grid gap-2">
      <h3 id="cmt-columns-heading" className="font-semibold text-slate-900">
        The columns the file needs, with an example
      </h3>
      <div
        className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must take focus to scroll by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The columns of CMT's Submissions export the import reads</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className={HEAD}>
                Column
              </th>
              <th scope="col" className={HEAD}>
                Example
              </th>
              <th scope="col" className={HEAD}>
                Note
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {EXPECTED_COLUMNS.map(([column, example, note]) => (
              <tr key={column}>
                <th scope="row" className={`${CELL} whitespace-nowrap font-medium`}>
                  {column}
                </th>
                <td className={`${CELL} min-w-[10rem]`}>{example}</td>
                <td className={`${CELL} min-w-[10rem] text-slate-600`}>{note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">
        Other columns are ignored; their order and a title row above do not matter.
      </p>
    </section>
  )
}

/**
 * "Import from CMT": choose CMT's Submissions export, see what importing it would do (the server's dry run), then
 * import the accepted papers in one step. Problems with the file are shown beside the field; the import's outcome
 * is toasted like every admin write.
 */
export function CmtImport() {
  const inputRef = useRef<HTMLInputElement>(null)
  const latest = useRef<File | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string>()
  const [preview, setPreview] = useState<PaperImportResult | null>(null)
  const [done, setDone] = useState<string>()
  const previewImport = usePreviewPaperImport()
  const importPapers = useImportPapers()

  const choose = async (chosen: File | null) => {
    latest.current = chosen
    setFile(chosen)
    setPreview(null)
    setError(undefined)
    setDone(undefined)
    if (!chosen || !ensureLoggedIn()) return
    if (chosen.size === 0) return setError('The file is empty.')
    if (chosen.size > MAX_IMPORT_BYTES)
      return setError(`The file is too large: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`)
    try {
      const result = await previewImport.mutateAsync(chosen)
      if (latest.current === chosen) setPreview(result)
    } catch (err) {
      if (latest.current === chosen) setError(importFailure(err as Error))
    }
  }

  const count = preview ? preview.created + preview.updated : 0

  const runImport = async () => {
    if (!file || !preview || count === 0) return
    await importPapers
      .mutateAsync(file, {
        onSuccess: (result) => {
          latest.current = null
          setFile(null)
          setPreview(null)
          setDone(result.message)
          if (inputRef.current) inputRef.current.value = ''
        },
      })
      .catch(() => undefined)
  }

  return (
    <section aria-labelledby="cmt-import-heading" className="grid max-w-4xl gap-4">
      <h2 id="cmt-import-heading" className="text-2xl font-bold text-brand-800">
        Import from CMT
      </h2>
      <p className="text-sm text-slate-700">
        In CMT's Chair console, choose Actions → Export to Excel → Submissions (or Export to Tab Delimited). Only the
        accepted papers are imported; importing the same file again changes only the papers whose title, authors or
        abstract changed in CMT.
      </p>
      <ExpectedColumns />
      <FormField
        id={FIELD_ID}
        label="CMT Submissions export (.xlsx, .csv, .tsv or .txt)"
        error={error}
        hint={`At most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS.toLocaleString('en-US')} papers. Choosing a file shows what will be imported; nothing is saved until you confirm.`}
      >
        <Input
          ref={inputRef}
          type="file"
          accept=".xlsx,.csv,.tsv,.txt,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,text/tab-separated-values,text/plain"
          {...fieldProps(FIELD_ID, error)}
          onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        />
      </FormField>
      {previewImport.isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Reading the file…
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {done}
        </p>
      ) : null}
      {preview ? (
        <div className="grid gap-3">
          <p role="status" className="text-sm text-slate-800">
            {preview.message}
          </p>
          <PreviewTable rows={preview.rows} />
          {count > 0 ? (
            <Button
              type="button"
              className="justify-self-start"
              disabled={importPapers.isPending}
              onClick={() => void runImport()}
            >
              {importPapers.isPending ? 'Importing...' : `Import ${papersWord(count)}`}
            </Button>
          ) : (
            <p className="text-sm text-slate-700">There is nothing new to import from this file.</p>
          )}
        </div>
      ) : null}
    </section>
  )
}
