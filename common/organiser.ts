/**
 * Who hosts the conference and where (event settings `organiser`, edited at /admin/settings): the footer, the
 * contact and venue pages, the home page's title and description and the structured data read it. The one-line
 * forms and the map's links are derived here, so the stored document holds each fact once.
 */

export interface OrganiserAddress {
  /** The postal address's first lines, e.g. the department, the institute, the street. */
  readonly lines: readonly string[]
  readonly city: string
  readonly state: string
  readonly postalCode: string
  readonly country: string
}

/** A point on the map, in degrees (WGS 84). */
export interface MapPoint {
  readonly latitude: number
  readonly longitude: number
}

export interface Organiser {
  /** The conference series' name, the same every year ("ICNARI"). */
  readonly series: string
  /** May be empty: an institute hosting it as a whole. */
  readonly department: string
  /** Its short name, e.g. "NIT Patna". */
  readonly institute: string
  readonly instituteFullName: string
  /** The institute's web site, or empty. */
  readonly website: string
  readonly address: OrganiserAddress
  /** The venue on the map; null shows no map. */
  readonly map: MapPoint | null
}

/** The words of the first edition: the seeded document's, and what a document saved before this section reads. */
export const DEFAULT_ORGANISER: Organiser = {
  series: 'ICNARI',
  department: 'Department of Electrical Engineering',
  institute: 'NIT Patna',
  instituteFullName: 'National Institute of Technology Patna',
  website: 'https://www.nitp.ac.in/',
  address: {
    lines: [
      'Department of Electrical Engineering',
      'National Institute of Technology Patna',
      'Ashok Rajpath, Mahendru',
    ],
    city: 'Patna',
    state: 'Bihar',
    postalCode: '800005',
    country: 'India',
  },
  // NIT Patna's Ashok Rajpath campus, by Gandhi Ghat.
  map: { latitude: 25.6207, longitude: 85.1725 },
}

/** "Department of Electrical Engineering, NIT Patna" (the institute alone without a department). */
export function organiserDisplay(o: Pick<Organiser, 'department' | 'institute'>): string {
  return [o.department, o.institute].filter(Boolean).join(', ')
}

/** The address lines that do not repeat the organiser's own names (the street, the campus). */
export function streetLines(o: Pick<Organiser, 'department' | 'instituteFullName' | 'address'>): string[] {
  return o.address.lines.filter((l) => l !== o.department && l !== o.instituteFullName)
}

/** One line for compact places (the footer, beside the map): "Department …, NIT Patna, Ashok Rajpath, …, India". */
export function locationText(o: Organiser): string {
  const { city, state, postalCode, country } = o.address
  return [organiserDisplay(o), ...streetLines(o), city, [state, postalCode].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join(', ')
}

// In ten-thousandths of a degree (about 11 m): the map's half-width and half-height around the point.
const HALF_WIDTH = 100
const HALF_HEIGHT = 57.5
const degrees = (tenThousandths: number) => (tenThousandths / 1e4).toFixed(4)

/** OpenStreetMap's embeddable view centred on the point, with a marker (the CSP's frame-src allows its origin). */
export function mapEmbedUrl({ latitude, longitude }: MapPoint): string {
  const lat = Math.round(latitude * 1e4)
  const lon = Math.round(longitude * 1e4)
  const bbox = [lon - HALF_WIDTH, Math.round(lat - HALF_HEIGHT), lon + HALF_WIDTH, Math.round(lat + HALF_HEIGHT)]
    .map(degrees)
    .join('%2C')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${degrees(lat)}%2C${degrees(lon)}`
}

/** The same place as an ordinary OpenStreetMap link, for "open in a new tab". */
export function mapLinkUrl({ latitude, longitude }: MapPoint): string {
  const lat = degrees(Math.round(latitude * 1e4))
  const lon = degrees(Math.round(longitude * 1e4))
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`
}

/** The seeded host in words, as the build's page texts name it: a page reads the settings' organiser in its place. */
export const DEFAULT_ORGANISER_DISPLAY = organiserDisplay(DEFAULT_ORGANISER)
