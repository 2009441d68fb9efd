/**
 * Registration page (/authors/registrations): fee table, what the fee includes,
 * rules and payment. All fees include GST. Bank details are not shown (spec §9).
 */

export type Currency = 'INR' | 'USD'

export type FeeCategory =
  | 'Students/Research Scholar'
  | 'Academicians'
  | 'Industry Participants'
  | 'Foreign Authors'
  | 'Accompanying Person'

/** One cell of the fee table. */
export type FeeValue =
  | { readonly kind: 'amount'; readonly amount: number; readonly currency: Currency; readonly display: string }
  | { readonly kind: 'percent'; readonly percent: number; readonly of: string; readonly display: string }
  | { readonly kind: 'none'; readonly display: string }

export type FeeColumnKey = 'early' | 'late' | 'additionalPaper'

export interface FeeColumn {
  readonly key: FeeColumnKey
  readonly label: string
  readonly detail: string
}

export interface FeeRow {
  readonly category: FeeCategory
  readonly early: FeeValue
  readonly late: FeeValue
  readonly additionalPaper: FeeValue
}

export interface BankDetails {
  /** Bank details are never displayed on the site. */
  readonly shown: false
  readonly text: string
}

export interface RegistrationContent {
  readonly heading: string
  readonly intro: string
  readonly feeTableHeading: string
  readonly categoryColumnLabel: string
  readonly gstNote: string
  readonly includesHeading: string
  readonly includes: readonly string[]
  readonly rulesHeading: string
  readonly rules: readonly string[]
  readonly paymentHeading: string
  readonly bankDetails: BankDetails
}

export const EARLY_BIRD_DEADLINE = { date: '25 January 2026', iso: '2026-01-25' } as const
export const LAST_REGISTRATION_DATE = { date: '23 February 2026', iso: '2026-02-23' } as const
/** Share of the registration fee charged for an additional paper or an accompanying person. */
export const HALF_FEE_PERCENT = 50 as const

/** "6500, 'INR'" → "6,500 INR" (deterministic, independent of the runtime locale). */
export function formatAmount(value: number, currency: Currency): string {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${grouped} ${currency}`
}

function amount(value: number, currency: Currency): FeeValue {
  return { kind: 'amount', amount: value, currency, display: formatAmount(value, currency) }
}

function halfOf(of: string): FeeValue {
  return { kind: 'percent', percent: HALF_FEE_PERCENT, of, display: `${HALF_FEE_PERCENT}% of ${of}` }
}

const notApplicable: FeeValue = { kind: 'none', display: '—' }

export const feeColumns: readonly FeeColumn[] = [
  { key: 'early', label: 'Early bird', detail: `On or before ${EARLY_BIRD_DEADLINE.date}` },
  { key: 'late', label: 'Late', detail: `After ${EARLY_BIRD_DEADLINE.date}, until ${LAST_REGISTRATION_DATE.date}` },
  { key: 'additionalPaper', label: 'Additional paper', detail: 'Each extra paper by the same author' },
]

export const feeRows: readonly FeeRow[] = [
  {
    category: 'Students/Research Scholar',
    early: amount(6500, 'INR'),
    late: amount(7500, 'INR'),
    additionalPaper: halfOf('the fee'),
  },
  {
    category: 'Academicians',
    early: amount(7500, 'INR'),
    late: amount(8500, 'INR'),
    additionalPaper: halfOf('the fee'),
  },
  {
    category: 'Industry Participants',
    early: amount(9000, 'INR'),
    late: amount(10000, 'INR'),
    additionalPaper: halfOf('the fee'),
  },
  {
    category: 'Foreign Authors',
    early: amount(250, 'USD'),
    late: amount(280, 'USD'),
    additionalPaper: halfOf('the fee'),
  },
  {
    category: 'Accompanying Person',
    early: halfOf('the registration fee'),
    late: halfOf('the registration fee'),
    additionalPaper: notApplicable,
  },
]

export const registration: RegistrationContent = {
  heading: 'Registration',
  intro:
    'Registration is open to authors and to anyone who wishes to attend ICNARI 2026, on campus or online. The fees for each category are listed below.',
  feeTableHeading: 'Registration fees',
  categoryColumnLabel: 'Category',
  gstNote: 'All fees include GST.',
  includesHeading: 'What the fee includes',
  includes: [
    'Access to all conference sessions',
    'Publication of the accepted paper',
    'Certificate',
    'Conference kit',
    'Tea and lunch on 6–8 March 2026',
    'Gala dinner on 7 March 2026',
  ],
  rulesHeading: 'Things to know',
  rules: [
    'At least one author (normally the main author) of each accepted paper must register by 23 February 2026.',
    'Each full registration covers one manuscript of 5–7 pages.',
    'An additional paper by the same author is charged at 50% of the applicable fee.',
    'An accompanying person pays 50% of the registration fee.',
    'Co-presenters who want their own presentation certificate must register separately.',
    'Attendees without a paper can join the keynotes, panels and sessions and receive a participation certificate.',
    'Keep the transaction ID / UTR of your payment; it is needed to verify your registration.',
    'The registration fee is non-refundable.',
  ],
  paymentHeading: 'Payment',
  bankDetails: {
    shown: false,
    text: 'Bank details for paying the registration fee are shared on request. Please contact the conference secretariat through the Contact page.',
  },
}

/** Look up the fee row of a category. */
export function findFeeRow(category: FeeCategory): FeeRow | undefined {
  return feeRows.find((row) => row.category === category)
}
