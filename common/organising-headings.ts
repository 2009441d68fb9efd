// The organising committee's headings as first stored: the specification's 15, in its order and wording. After
// that they are data (GET /organisingcommitee/headings); the server seeds them and the client falls back on them.
export const FIRST_ORGANISING_HEADINGS = [
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
] as const

export type FirstOrganisingHeading = (typeof FIRST_ORGANISING_HEADINGS)[number]
