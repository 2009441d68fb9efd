import { z } from '@hono/zod-openapi'
import { DEFAULT_ORGANISER } from '../../../../common/organiser'
import { httpUrl, oneLineText } from '../../api/fields'
import { strictObject } from './settings.strict'

// Who hosts the conference and where (common/organiser.ts): the footer, contact and venue pages, the home page's
// title and the structured data read it. The one-line address and the map's links are derived, not stored.

/** A one-line text that may be empty (a department, a web site not given). */
const emptyOr = <T extends z.ZodType>(label: string, field: T, rule = 'a single line of text') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.union([z.literal(''), field], {
      error: (iss) => (iss.code === 'invalid_union' ? `${label} must be empty or ${rule}.` : undefined),
    }),
  )

const LINES_RULE = 'Address lines must be a list of 1 to 4 lines.'
const LATITUDE_RULE = 'Latitude must be a number of degrees from -90 (south) to 90 (north), e.g. 25.6207.'
const LONGITUDE_RULE = 'Longitude must be a number of degrees from -180 (west) to 180 (east), e.g. 85.1725.'

export const OrganiserAddress = strictObject('organiser.address', {
  lines: z
    .array(oneLineText('Each address line', 120), { error: LINES_RULE })
    .min(1, LINES_RULE)
    .max(4, LINES_RULE)
    .openapi({ description: 'The first lines (department, institute, street), in order.', minItems: 1, maxItems: 4 }),
  city: oneLineText('City', 80).openapi({ example: 'Patna' }),
  state: emptyOr('State', oneLineText('State', 80)).openapi({ example: 'Bihar' }),
  postalCode: emptyOr('Postal code', oneLineText('Postal code', 20)).openapi({ example: '800005' }),
  country: oneLineText('Country', 80).openapi({ example: 'India' }),
}).openapi('OrganiserAddress')

export const MapPoint = strictObject('organiser.map', {
  latitude: z.number({ error: LATITUDE_RULE }).min(-90, LATITUDE_RULE).max(90, LATITUDE_RULE),
  longitude: z.number({ error: LONGITUDE_RULE }).min(-180, LONGITUDE_RULE).max(180, LONGITUDE_RULE),
}).openapi('MapPoint', {
  description: 'The venue on OpenStreetMap, in degrees; the pages show it to four decimals (about 11 m).',
  example: { latitude: 25.6207, longitude: 85.1725 },
})

export const Organiser = strictObject('organiser', {
  series: oneLineText('Series name', 60).openapi({
    description: "The conference series' name, the same every year: the footer's copyright line.",
    example: 'ICNARI',
  }),
  department: emptyOr('Department', oneLineText('Department', 120)).openapi({
    description: 'The hosting department, or empty when the institute hosts it as a whole.',
    example: 'Department of Electrical Engineering',
  }),
  institute: oneLineText('Institute (short name)', 80).openapi({ example: 'NIT Patna' }),
  instituteFullName: oneLineText('Institute (full name)', 160).openapi({
    example: 'National Institute of Technology Patna',
  }),
  website: emptyOr('Institute web site', httpUrl('Institute web site'), 'an absolute http:// or https:// URL').openapi({
    description: "The institute's web site (the structured data's organiser), or empty.",
    example: 'https://www.nitp.ac.in/',
  }),
  address: OrganiserAddress,
  map: MapPoint.nullable().openapi({ description: 'The venue on the map; null shows no map.' }),
}).openapi('Organiser', {
  description:
    'Who hosts the conference and where: the footer, the contact and venue pages, the home page title and the ' +
    'structured data. The one-line forms ("Department of Electrical Engineering, NIT Patna", the footer\'s address) ' +
    'and the OpenStreetMap links are derived from these.',
  example: structuredClone(DEFAULT_ORGANISER) as never,
})
export type Organiser = z.infer<typeof Organiser>

/** A fresh copy of today's organiser (a document from before this section reads with it). */
export const defaultOrganiser = (): Organiser => structuredClone(DEFAULT_ORGANISER) as Organiser
