/**
 * Text of the About pages: the conference, NIT Patna, the Bihta campus,
 * and venue and travel information.
 */

export interface GalleryImage {
  readonly src: string
  readonly alt: string
  readonly caption: string
}

export interface AboutConference {
  readonly heading: string
  readonly fullName: string
  readonly organiser: string
  readonly mode: string
  readonly datesText: string
  readonly paragraphs: readonly string[]
  /** The paragraph on the specialised tracks. */
  readonly tracksParagraph: string
}

export interface AboutInstitute {
  readonly heading: string
  readonly name: string
  readonly shortName: string
  readonly paragraphs: readonly string[]
  readonly status: readonly string[]
  readonly programmeLevels: readonly string[]
  /** The seven disciplines. */
  readonly disciplines: readonly string[]
  readonly scienceDepartments: readonly string[]
  readonly history: readonly HistoryMilestone[]
}

export interface HistoryMilestone {
  readonly year: string
  readonly text: string
}

export interface BihtaCampus {
  readonly heading: string
  readonly areaAcres: number
  readonly distanceFromOldCampusKm: number
  readonly paragraphs: readonly string[]
  readonly highlights: readonly string[]
  readonly gallery: readonly GalleryImage[]
}

export interface TravelDistance {
  readonly place: string
  readonly distanceKm: number
  /** e.g. "about 12 km" */
  readonly text: string
  readonly mode: 'air' | 'rail' | 'road'
}

export interface VenueAndTravels {
  readonly heading: string
  readonly venueName: string
  readonly paragraphs: readonly string[]
  readonly distances: readonly TravelDistance[]
  readonly travelTips: readonly string[]
  readonly nearbyAttractions: readonly string[]
}

export const aboutConference: AboutConference = {
  heading: 'About the Conference',
  fullName: '{name} {year} ({shortName})',
  organiser: 'Department of Electrical Engineering, NIT Patna',
  mode: '{Mode}',
  datesText: '{dates}',
  paragraphs: [
    '{shortName}, the {name}, is hosted by the Department of Electrical Engineering at {venue} on {dates}. It runs {inMode}, so delegates can take part on campus in Patna or join the sessions online.',
    'The conference brings together researchers, academics, industry professionals and forward-looking thinkers to discuss recent progress in electrical engineering and in the technologies that make energy and transport sustainable.',
    'Beyond the technical sessions, {shortName} is meant as a meeting place: its goal is to spark collaboration between institutions and industry and to help ideas travel from the lab to practice.',
  ],
  tracksParagraph:
    'Alongside the general tracks, a set of specialised tracks gives focused attention to fast-moving areas: biosensing and neuromorphic computing, electric vehicles together with sustainable energy and transportation, renewable energy, and photovoltaic cells. Each track gathers papers, talks and discussion around its own theme, so that specialists can go deep while newcomers get a clear picture of where the field is heading.',
}

export const aboutInstitute: AboutInstitute = {
  heading: 'About NIT Patna',
  name: 'National Institute of Technology Patna',
  shortName: 'NIT Patna',
  paragraphs: [
    'NIT Patna is one of the oldest places of engineering education in India. Its historic campus sits on the south bank of the Ganga, right behind Gandhi Ghat — the spot linked with the immersion of Mahatma Gandhi\u2019s ashes — and combines heritage buildings with a view across the river.',
    'The institute has been declared an Institute of National Importance, with full autonomy granted by the Ministry of Human Resource Development, and it also holds the status of a Centre of Excellence.',
    'Students can follow undergraduate (B.Tech), postgraduate (M.Tech) and doctoral (Ph.D.) programmes across seven disciplines, supported by the departments of Physics, Mathematics and Humanities & Social Sciences.',
    'With an active research and development culture and a long academic record, NIT Patna continues to grow as a centre for teaching, research and collaboration with industry.',
  ],
  status: ['Institute of National Importance', 'Centre of Excellence', 'Full autonomy granted by MHRD'],
  programmeLevels: ['UG (B.Tech)', 'PG (M.Tech)', 'PhD'],
  disciplines: [
    'Architecture',
    'Civil Engineering',
    'Computer Science and Engineering',
    'Electrical Engineering',
    'Electronics and Communication Engineering',
    'Information Technology',
    'Mechanical Engineering',
  ],
  scienceDepartments: ['Physics', 'Mathematics', 'Humanities & Social Sciences'],
  history: [
    { year: '1886', text: 'Founded as the Pleaders Survey Training School.' },
    {
      year: '1924',
      text: 'Became Bihar College of Engineering, making it the sixth-oldest engineering institution in India.',
    },
    { year: '1978', text: 'Postgraduate teaching began.' },
    {
      year: '2004',
      text: 'Renamed National Institute of Technology Patna on 28 January 2004, becoming the 18th NIT.',
    },
  ],
}

export const bihtaCampus: BihtaCampus = {
  heading: 'About NIT Patna (Bihta Campus)',
  areaAcres: 125,
  distanceFromOldCampusKm: 25,
  paragraphs: [
    'The Bihta campus is the modern extension of NIT Patna, located about 25 km from the institute\u2019s original campus in the city. Spread over more than 125 acres, it was planned to give the institute room to grow.',
    'Its green, quiet surroundings host new classrooms, well-equipped laboratories and improved hostels. Working alongside the historic campus by the Ganga, it strengthens the institute\u2019s commitment to education and research.',
  ],
  highlights: [
    'More than 125 acres of green campus',
    'About 25 km from the original city campus',
    'Modern classrooms and advanced laboratories',
    'Upgraded student hostels',
  ],
  gallery: [
    {
      src: '/images/campus/campus-1.svg',
      alt: 'Illustration of the main entrance gate of the campus',
      caption: 'Main entrance',
    },
    {
      src: '/images/campus/campus-2.svg',
      alt: 'Illustration of the main academic building with columns and a clock',
      caption: 'Main building',
    },
    {
      src: '/images/campus/campus-3.svg',
      alt: 'Illustration of green lawns, trees and low buildings on the campus',
      caption: 'Campus grounds',
    },
  ],
}

export const venueAndTravels: VenueAndTravels = {
  heading: 'Venue and Travels',
  venueName: 'National Institute of Technology Patna, Ashok Rajpath, Patna',
  paragraphs: [
    'The conference is held at NIT Patna, whose campus lies on the south bank of the Ganga just behind Gandhi Ghat. The main gate opens onto Ashok Rajpath, roughly 3 km from Gandhi Maidan in the heart of the city.',
    'Patna — known in ancient times as Pataliputra — is the capital of Bihar and is well connected by air, rail and road, which makes the venue easy to reach from anywhere in India and abroad.',
  ],
  distances: [
    {
      place: 'Jai Prakash Narayan International Airport',
      distanceKm: 12,
      text: 'about 12 km',
      mode: 'air',
    },
    { place: 'Patna Junction railway station', distanceKm: 8, text: 'about 8 km', mode: 'rail' },
    { place: 'Gandhi Maidan', distanceKm: 3, text: 'about 3 km', mode: 'road' },
  ],
  travelTips: [
    'From the airport or Patna Junction, taxis, app-based cabs and auto-rickshaws can take you straight to the main gate on Ashok Rajpath.',
    'City buses and shared local transport run along Ashok Rajpath and stop close to the campus.',
    'Give yourself extra time at peak hours: Ashok Rajpath is a busy road, especially in the morning and evening.',
    'If you plan to stay on for sightseeing, see the Tours page for heritage sites in and around Patna.',
  ],
  nearbyAttractions: ['Mahabodhi Temple', 'Nalanda ruins', 'Ashokan pillar at Vaishali', 'Patna Sahib Gurudwara'],
}
