import type { z } from '@hono/zod-openapi'
import type { FeeCell, FeeRow } from '../settings/settings.schemas'

// The fee of a registration from the settings' fee table (issue 52 item 2): pure, so every case is tested by a
// table (registrations.fees.test.ts). Amounts are computed in minor units (paise, cents) and answered in major ones.

export type Tier = 'early' | 'late'
export type Currency = 'INR' | 'USD'
type Cell = z.infer<typeof FeeCell>
type Row = z.infer<typeof FeeRow> & { key: string }

export interface FeeItem {
  label: string
  amount: number
}

export interface Fee {
  currency: Currency
  tier: Tier
  items: FeeItem[]
  /** What is due, GST included. */
  total: number
  /** The GST part of the total: total × p / (100 + p), to the paisa or cent. */
  gst: number
  gstPercent: number
}

export interface FeeRequest {
  category: string
  /** How many papers the registration names (the first is in the category's fee). */
  papers: number
  accompanying: number
}

/** A fee that cannot be worked out for this request: the field to fix and what to do. */
export class FeeProblem extends Error {
  constructor(
    readonly path: 'category' | 'paperIds' | 'accompanying',
    message: string,
  ) {
    super(message)
  }
}

// India keeps UTC+5:30 all year: the early fee runs to the end of its day there.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000

/** `early` on or before the early-registration day (that whole day in India), else `late`; late without that day. */
export function tierOn(now: Date, earlyRegistrationDay: string | undefined): Tier {
  if (!earlyRegistrationDay) return 'late'
  const today = new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
  return today <= earlyRegistrationDay ? 'early' : 'late'
}

export const toMajor = (minor: number): number => minor / 100
export const toMinor = (major: number): number => Math.round(major * 100)

// Made once: toLocaleString builds a formatter per call (~50 µs), which a statement's 2,000 confirmation mails felt.
const formatsOf = (locale: string) =>
  [0, 2].map((min) => new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: 2 }))
const AMOUNT_FORMATS: Record<Currency, Intl.NumberFormat[]> = { INR: formatsOf('en-IN'), USD: formatsOf('en-US') }

/** 7500 → "7,500", 1234.5 → "1,234.50" (Indian grouping for rupees). */
export function formatAmount(amount: number, currency: Currency): string {
  const whole = Number.isInteger(amount)
  return AMOUNT_FORMATS[currency][whole ? 0 : 1]!.format(amount)
}

/** The rows one registers in (every row but the accompanying person's), with a fee in `tier`. */
export function categoriesOf<R extends Row>(rows: R[], tier: Tier): R[] {
  return rows.filter((r) => !r.accompanying && r[tier] !== null && r[tier] !== undefined && 'amount' in r[tier]!)
}

/** A cell's amount in minor units: a percentage is of `baseMinor`; null when not applicable. */
function cellMinor(cell: Cell, baseMinor: number | undefined): number | null {
  if (cell === null) return null
  if ('amount' in cell) return cell.amount * 100
  if (baseMinor === undefined) return null
  return Math.round((baseMinor * cell.percent) / 100)
}

export function gstPartMinor(totalMinor: number, gstPercent: number): number {
  return Math.round((totalMinor * gstPercent) / (100 + gstPercent))
}

/** The fee of `request` in `tier`; throws FeeProblem when the table has no fee for it. */
export function computeFee(rows: Row[], request: FeeRequest, tier: Tier, gstPercent: number): Fee {
  const row = rows.find((r) => r.key === request.category && !r.accompanying)
  if (!row)
    throw new FeeProblem(
      'category',
      `Category must be one of ${categoriesOf(rows, tier)
        .map((r) => r.key)
        .join(', ')}.`,
    )
  const currency = row.currency
  const baseMinor = cellMinor(row[tier], undefined)
  if (baseMinor === null)
    throw new FeeProblem('category', `The category ${row.category} has no ${tier} fee: choose another category.`)
  const items: { label: string; minor: number }[] = [
    { label: `Registration: ${row.category} (${tier === 'early' ? 'early' : 'regular'} fee)`, minor: baseMinor },
  ]

  const extraPapers = Math.max(0, request.papers - 1)
  if (extraPapers > 0) {
    const each = cellMinor(row.additionalPaper, baseMinor)
    if (each === null)
      throw new FeeProblem('paperIds', `A registration as ${row.category} covers one paper: name one paper only.`)
    items.push({ label: countLabel(extraPapers, 'Additional paper', each, currency), minor: each * extraPapers })
  }

  if (request.accompanying > 0) {
    const companion = rows.find((r) => r.accompanying)
    const cell = companion?.[tier] ?? null
    // An amount is in its own row's currency: it applies only to registrations in that currency.
    const each = cell && 'amount' in cell && companion!.currency !== currency ? null : cellMinor(cell, baseMinor)
    if (each === null)
      throw new FeeProblem('accompanying', `Accompanying persons cannot be added to a ${currency} registration.`)
    items.push({
      label: countLabel(request.accompanying, 'Accompanying person', each, currency),
      minor: each * request.accompanying,
    })
  }

  const totalMinor = items.reduce((sum, item) => sum + item.minor, 0)
  return {
    currency,
    tier,
    items: items.map((item) => ({ label: item.label, amount: toMajor(item.minor) })),
    total: toMajor(totalMinor),
    gst: toMajor(gstPartMinor(totalMinor, gstPercent)),
    gstPercent,
  }
}

function countLabel(count: number, what: string, eachMinor: number, currency: Currency): string {
  return `${what}${count > 1 ? 's' : ''} (${count} × ${currency} ${formatAmount(toMajor(eachMinor), currency)})`
}

/** The accompanying person's fee per currency as the form shows it: an amount, a percentage, or null. */
export function accompanyingFeeOf(rows: Row[], tier: Tier) {
  const companion = rows.find((r) => r.accompanying)
  const cell = companion?.[tier] ?? null
  const view = (currency: Currency) => {
    if (!cell) return null
    if ('percent' in cell) return { percent: cell.percent }
    return companion!.currency === currency ? { amount: cell.amount } : null
  }
  return { INR: view('INR'), USD: view('USD') }
}
