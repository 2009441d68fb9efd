import type { ReceiptPdfInput } from '../../pdf/receipt-pdf'
import { renderReceiptOffThread } from '../../pdf/render-pool'
import type { EventSettings } from '../settings/settings.schemas'
import { money } from './registrations.desk'
import type { Fee } from './registrations.fees'
import { type RegistrationRow, receiptLabel } from './registrations.queries'

// The receipt (issue 52 item 4): its words are put together here, drawn in the PDF render thread (pdf/receipt-pdf.ts)
// so that drawing and compressing it never holds up the other requests.

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** What the receipt of a confirmed registration shows, in order. */
export function receiptInputOf(settings: EventSettings, row: RegistrationRow): ReceiptPdfInput {
  const steps: ReceiptPdfInput['steps'] = []
  const line = (text: string, bold = false) => steps.push(bold ? { text, bold } : { text })
  const field = (label: string, value: string) => line(`${label}: ${value}`)
  const size = (points: number) => steps.push({ size: points })
  const gap = (lines = 1) => steps.push({ gap: lines })

  const { conference } = settings
  const fee = row.fee as Fee
  size(16)
  line(conference.name, true)
  size(11)
  line(`${conference.shortName} · ${conference.venue}`)
  line(settings.bank.accountName)
  gap()
  size(14)
  line('Payment receipt', true)
  size(11)
  field('Receipt number', receiptLabel(conference.acronym, row.receiptNumber ?? 0))
  field('Date', day(row.confirmedAt ?? new Date()))
  field('Registration code', row.code)
  gap()
  field('Received from', row.name)
  field('Institution', row.institution)
  const billing = row.billing as { name: string; gstin?: string; address: string } | null
  if (billing) {
    field('Billed to', billing.name)
    field('Address', billing.address)
    if (billing.gstin) field('GSTIN', billing.gstin)
  }
  gap()
  for (const item of fee.items) field(item.label, money(fee.currency, item.amount))
  line(`Total received: ${money(fee.currency, row.totalMinor / 100)}`, true)
  field(`Of which GST (${fee.gstPercent}%, included)`, money(fee.currency, fee.gst))
  if (row.utr) field('UTR', row.utr)
  if (row.paidOn) field('Paid on', row.paidOn)
  gap(2)
  size(9)
  line('This is a computer-generated receipt; no signature is needed.')
  return { title: `Receipt ${row.code}`, steps }
}

/** The receipt of a confirmed registration, as PDF bytes (rendered off the request path, pdf/render-pool.ts). */
export function renderReceipt(settings: EventSettings, row: RegistrationRow): Promise<Buffer> {
  return renderReceiptOffThread(receiptInputOf(settings, row))
}
