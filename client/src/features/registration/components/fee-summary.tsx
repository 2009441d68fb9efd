import { money, type RegistrationFee } from '../api'

/** The fee with its items, total and GST part. */
export function FeeSummary({ fee }: { fee: RegistrationFee }) {
  return (
    <dl className="grid gap-1 text-slate-800" aria-label="Fee">
      {fee.items.map((item) => (
        <div key={item.label} className="flex flex-wrap justify-between gap-2">
          <dt>{item.label}</dt>
          <dd>{money(fee.currency, item.amount)}</dd>
        </div>
      ))}
      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-1 font-semibold">
        <dt>Total (GST included)</dt>
        <dd data-testid="fee-total">{money(fee.currency, fee.total)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <dt>Of which GST ({fee.gstPercent}%)</dt>
        <dd>{money(fee.currency, fee.gst)}</dd>
      </div>
    </dl>
  )
}
