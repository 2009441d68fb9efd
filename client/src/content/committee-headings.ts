import type { components } from '@openapi/schema'

/**
 * The 15 organising committee headings in the order of spec §3, exactly as the API stores them.
 * Checked against the API's enum: the build fails if the two ever differ in spelling.
 */
export const ORGANISING_HEADINGS = [
  'Patron & General Chair',
  'Honorary Chairs (Chairman)',
  'Organizing Chair',
  'Program Chair',
  'Program Co-Chair',
  'Program Secretary',
  'Program Coordinators',
  'Advisory Committee',
  'Program Steering Committee',
  'Publication Chairs',
  'Publicity and Media Chair(s)',
  'Workshop and Tutorial Chair(s)',
  'Hospitality Chair(s)',
  'Women in Engineering Chairs',
  'Venue and Stage Chairs',
] as const satisfies readonly components['schemas']['OrganisingMemberInput']['committee'][]

export type OrganisingHeading = (typeof ORGANISING_HEADINGS)[number]
