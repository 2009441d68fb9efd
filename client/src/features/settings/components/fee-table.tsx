import { Skeleton } from '@/components/ui/skeleton'
import { categoryColumnLabel, type FeeColumnKey, feeColumnDetails, feeColumns } from '@/content/registration'
import { type FeeCell, type FeeRow, formatFee, useEventSettings } from '../api'

/**
 * The registration fee table from the event settings. From 640 px up a table (category × early / late /
 * additional paper); on a phone one card per category, so no amount is ever off screen.
 */
export function FeeTable({ details = feeColumnDetails({}) }: { details?: Record<FeeColumnKey, string> }) {
  const settings = useEventSettings()
  if (settings.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading the fees">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    )
  }
  if (settings.isError) {
    return <p className="text-slate-700">The fees could not be loaded. Please reload the page.</p>
  }
  const rows = settings.data.fees.rows
  if (rows.length === 0) return <p className="text-slate-700">The fees will be announced soon.</p>
  return (
    <>
      <FeeCards rows={rows} details={details} />
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 sm:block">
        <table className="w-full text-left text-sm sm:text-base" data-testid="fee-table">
          <caption className="sr-only">Registration fees, including GST</caption>
          <thead className="bg-brand-50 align-bottom text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {categoryColumnLabel}
              </th>
              {feeColumns.map((col) => (
                <th key={col.key} scope="col" className="px-4 py-3 font-semibold">
                  {col.label}
                  <span className="block text-xs font-normal text-slate-600">{details[col.key]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.category}
                </th>
                {feeColumns.map((col) => (
                  <td key={col.key} className="px-4 py-3">
                    <Fee cell={row[col.key]} currency={row.currency} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** A fee; an amount ("7,500 INR") is never broken between its number and its currency. */
function Fee({ cell, currency }: { cell: FeeCell; currency: FeeRow['currency'] }) {
  const text = formatFee(cell, currency)
  return cell && typeof cell === 'object' && 'amount' in cell ? <span className="whitespace-nowrap">{text}</span> : text
}

/** Phones: each category a card listing its three fees, label on the left and amount on the right. */
function FeeCards({ rows, details }: { rows: readonly FeeRow[]; details: Record<FeeColumnKey, string> }) {
  return (
    <ul className="grid gap-3 sm:hidden" data-testid="fee-cards" aria-label="Registration fees, including GST">
      {rows.map((row) => (
        <li key={row.category} className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <h3 className="rounded-t-xl bg-brand-50 px-4 py-2 font-semibold text-brand-900">{row.category}</h3>
          <dl className="divide-y divide-slate-100">
            {feeColumns.map((col) => (
              <div key={col.key} className="flex items-baseline justify-between gap-3 px-4 py-2">
                <dt className="min-w-0">
                  <span className="font-medium text-slate-900">{col.label}</span>
                  <span className="block text-xs text-slate-600">{details[col.key]}</span>
                </dt>
                <dd className="max-w-[55%] text-right font-semibold text-slate-900">
                  <Fee cell={row[col.key]} currency={row.currency} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}
