import { FIRST_ORGANISING_HEADINGS } from '@common/organising-headings'

/** The organising committee's first 15 headings, in the order visitors read them until organisers change it. */
export const ORGANISING_HEADINGS = FIRST_ORGANISING_HEADINGS

export type OrganisingHeading = (typeof ORGANISING_HEADINGS)[number]
