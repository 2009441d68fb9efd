import type { FieldChange } from '../audit-diff'

const CELL = 'px-2 py-2 align-top [overflow-wrap:anywhere] whitespace-pre-line sm:px-3'
/** Field names break only between words, never inside "Description". */
const FIELD_CELL = 'px-2 py-2 align-top font-medium text-slate-800 [overflow-wrap:break-word] sm:px-3'

/** The old value struck through (and marked as deleted text for assistive technology). */
function Old({ value }: { value: string | undefined }) {
  if (!value) return <span className="text-slate-500">(empty)</span>
  return <del className="rounded bg-red-50 px-1 text-red-900 decoration-red-800 decoration-2">{value}</del>
}

/** The new value highlighted and bold (marked as inserted text), never told by colour alone. */
function New({ value }: { value: string | undefined }) {
  if (!value) return <span className="text-slate-500">(empty)</span>
  return <ins className="rounded bg-green-50 px-1 font-semibold text-green-900 no-underline">{value}</ins>
}

/**
 * The fields an entry changed, as a table: field, before and after for a change; field and value for an
 * addition or a deletion (a deleted value struck through). The column headers say which is which.
 */
export function ChangeTable({ changes, kind }: { changes: FieldChange[]; kind: 'change' | 'added' | 'deleted' }) {
  if (changes.length === 0) return <p className="mt-3 text-sm text-slate-600">No field changed.</p>
  return (
    <div className="mt-3 overflow-hidden rounded-lg border border-slate-200">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="w-28 px-2 py-2 font-semibold sm:w-1/4 sm:px-3">
              Field
            </th>
            {kind === 'change' ? (
              <>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                  Before
                </th>
                <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                  After
                </th>
              </>
            ) : (
              <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                {kind === 'added' ? 'Value added' : 'Value deleted'}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {changes.map((c) => (
            <tr key={c.field}>
              <th scope="row" className={FIELD_CELL}>
                {c.label}
              </th>
              {kind === 'change' ? (
                <>
                  <td className={CELL}>
                    <Old value={c.before} />
                  </td>
                  <td className={CELL}>
                    <New value={c.after} />
                  </td>
                </>
              ) : (
                <td className={CELL}>{kind === 'added' ? <New value={c.after} /> : <Old value={c.before} />}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
