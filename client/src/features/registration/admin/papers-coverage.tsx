import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { saveBlob } from '@/lib/admin/download-file'
import { toast } from '@/lib/toast'
import { type RegistrationPapers, registrationPapersQueryOptions, remindAuthors, useRemindAuthors } from './api'

type Paper = RegistrationPapers['papers'][number]

/** A CSV cell quoted, and neutralised when a spreadsheet would read it as a formula. */
const cell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`

/** The uncovered papers as CSV: after the last registration date, the papers to leave out of the proceedings. */
export function uncoveredCsv(papers: Paper[]): string {
  const rows = papers
    .filter((p) => !p.covered)
    .map((p) => [
      p.cmtId ?? '',
      p.heading,
      p.authors.join('; '),
      p.registrations.map((r) => `${r.code} (${r.status})`).join('; '),
    ])
  return [['CMT ID', 'Title', 'Authors', 'Registrations'], ...rows].map((r) => r.map(cell).join(',')).join('\r\n')
}

/** Every accepted paper with its registrations and whether a confirmed one covers it; reminders to the rest. */
export function PapersCoverage() {
  const papers = useQuery(registrationPapersQueryOptions)
  const remind = useRemindAuthors()
  const [planned, setPlanned] = useState<{ mails: number; papersWithoutEmail: number } | null>(null)

  async function countReminders() {
    if (!ensureLoggedIn()) return
    try {
      setPlanned(await remindAuthors(true))
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Failed to count the reminders. Please try again.')
    }
  }

  if (papers.isPending) return <p className="text-slate-600">Loading...</p>
  if (papers.isError) return <p className="text-red-700">{papers.error.message}</p>
  const { uncovered } = papers.data
  return (
    <div className="grid max-w-5xl gap-6">
      <section aria-label="Reminders" className="grid gap-3 rounded-lg border border-slate-300 bg-white p-4">
        <p className="font-medium">
          {uncovered} of {papers.data.papers.length} papers have no confirmed registration.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void countReminders()} disabled={uncovered === 0}>
            Count reminders to send
          </Button>
          <Button
            disabled={!planned || planned.mails === 0 || remind.isPending}
            onClick={() => remind.mutate(undefined, { onSuccess: () => setPlanned(null) })}
          >
            Remind authors{planned ? ` (${planned.mails} mails)` : ''}
          </Button>
          <Button
            variant="outline"
            disabled={uncovered === 0}
            onClick={() =>
              saveBlob(
                new Blob([`\ufeff${uncoveredCsv(papers.data.papers)}`], { type: 'text/csv;charset=utf-8' }),
                'uncovered-papers.csv',
              )
            }
          >
            Export uncovered papers (CSV)
          </Button>
        </div>
        {planned ? (
          <p role="status" className="text-sm">
            {planned.mails} reminder mails would go out; {planned.papersWithoutEmail} uncovered papers have no author
            e-mail.
          </p>
        ) : null}
      </section>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th className="p-2">Paper</th>
              <th className="p-2">Authors</th>
              <th className="p-2">Registrations</th>
              <th className="p-2">Covered</th>
            </tr>
          </thead>
          <tbody>
            {papers.data.papers.map((p) => (
              <tr key={p._id} className="border-b border-slate-200">
                <td className="p-2">
                  {p.cmtId ? <span className="font-mono">{p.cmtId} </span> : null}
                  {p.heading}
                </td>
                <td className="p-2">{p.authors.join(', ')}</td>
                <td className="p-2">
                  {p.registrations.map((r) => `${r.code} ${r.name} (${r.status})`).join('; ') || 'None'}
                </td>
                <td className="p-2">{p.covered ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
