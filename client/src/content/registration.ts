/**
 * Registration page (/authors/registrations): what does not change within a season — headings, the fee table's
 * columns, what the fee includes, the rules. The fees themselves are data (the event settings, edited at
 * /admin/settings), and so are the dates. Bank details are not shown (spec §9).
 */

export type FeeColumnKey = 'early' | 'late' | 'additionalPaper'

export interface FeeColumn {
  readonly key: FeeColumnKey
  readonly label: string
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
  /** Bank details are never displayed on the site: this says how to get them. */
  readonly bankDetailsText: string
}

export const feeColumns: readonly FeeColumn[] = [
  { key: 'early', label: 'Early bird' },
  { key: 'late', label: 'Late' },
  { key: 'additionalPaper', label: 'Additional paper' },
]

/**
 * The line under each column heading. The early bird and last registration days come from the dates (they move
 * when an organiser extends them); without them the text names the dates instead.
 */
export function feeColumnDetails(days: {
  earlyBird?: string
  lastRegistration?: string
}): Record<FeeColumnKey, string> {
  const early = days.earlyBird ?? 'the early bird date'
  const last = days.lastRegistration ?? 'the last date of registration'
  return {
    early: `On or before ${early}`,
    late: `After ${early}, until ${last}`,
    additionalPaper: 'Each extra paper by the same author',
  }
}

export const registration: RegistrationContent = {
  heading: 'Registration',
  intro:
    'Registration is open to authors and to anyone who wishes to attend {shortName}, on campus or online. The fees for each category are listed below.',
  feeTableHeading: 'Registration fees',
  categoryColumnLabel: 'Category',
  gstNote: 'All fees include GST.',
  includesHeading: 'What the fee includes',
  includes: [
    'Access to all conference sessions',
    'Publication of the accepted paper',
    'Certificate',
    'Conference kit',
    'Tea and lunch on {dates}',
    'Gala dinner on {day2}',
  ],
  rulesHeading: 'Things to know',
  rules: [
    'At least one author (normally the main author) of each accepted paper must register by the last date of registration (see Important Dates).',
    'Each full registration covers one manuscript of 5–7 pages.',
    'An additional paper by the same author is charged at 50% of the applicable fee.',
    'An accompanying person pays 50% of the registration fee.',
    'Co-presenters who want their own presentation certificate must register separately.',
    'Attendees without a paper can join the keynotes, panels and sessions and receive a participation certificate.',
    'Keep the transaction ID / UTR of your payment; it is needed to verify your registration.',
    'The registration fee is non-refundable.',
  ],
  paymentHeading: 'Payment',
  bankDetailsText:
    'Bank details for paying the registration fee are shared on request. Please contact the conference secretariat through the Contact page.',
}
