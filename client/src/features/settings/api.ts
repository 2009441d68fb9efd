import type { components } from '@openapi/schema'
import { useQuery } from '@tanstack/react-query'
import { eventSettingsQueryOptions } from '@/lib/conference'

export type FeeRow = components['schemas']['FeeRow']
export type Currency = FeeRow['currency']
/** One fee: an amount in the row's currency, a share of another fee, or none ('—'). */
export type FeeCell = components['schemas']['FeeCell']
export type { FeeColumnKey } from '@/content/registration'

/** The event settings visitors see (GET /api/settings); the bank details come only with the admin token. */
export type EventSettings = components['schemas']['SettingsView']['settings']

/** The public settings: contact page, footer, registrations, call for papers and guidelines read these. */
export { eventSettingsQueryOptions }

export function useEventSettings() {
  return useQuery(eventSettingsQueryOptions)
}

/** 6500, 'INR' → "6,500 INR" (the same on the server and in every browser, whatever its locale). */
export function formatAmount(value: number, currency: Currency): string {
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${currency}`
}

/** A fee as the table shows it: "6,500 INR", "50% of the fee" or "—". */
export function formatFee(cell: FeeCell, currency: Currency): string {
  if (cell === null) return '—'
  if ('amount' in cell) return formatAmount(cell.amount, currency)
  return `${cell.percent}% of ${cell.of}`
}
