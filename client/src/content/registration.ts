/**
 * The registration fee table's columns (/authors/registrations, /register). The fees themselves are data (the
 * event settings, edited at /admin/settings), and so are the dates; the page's texts are the page `registrations`
 * organisers edit in /admin/pages (issue 54 item 1). Bank details are not shown.
 */

export type FeeColumnKey = 'early' | 'late' | 'additionalPaper'

export interface FeeColumn {
  readonly key: FeeColumnKey
  readonly label: string
}

/** The heading of the fee table's first column. */
export const categoryColumnLabel = 'Category'

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
