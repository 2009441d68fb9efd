/**
 * Technical sessions (workshops) at /programs/technical-session/:ts.
 * Three workshops, one per slug of the navigation submenu.
 */

import { normaliseSessionSlug, type TechnicalSessionSlug } from './navigation'
import { PERSON_PLACEHOLDER_IMAGE } from './people'

// The slug helpers live with the navigation (the route's title needs them without this module's text).
export { isTechnicalSessionSlug, normaliseSessionSlug, type TechnicalSessionSlug } from './navigation'
export { PERSON_PLACEHOLDER_IMAGE } from './people'

/** Shown when the slug matches no workshop. */
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found'

export interface WorkshopSpeaker {
  readonly name: string
  readonly image: string
  /** Designation, e.g. "Professor". */
  readonly title: string
  readonly department?: string
  readonly institution: string
  /** Only when there is more to say than the designation and institution already shown. */
  readonly bio?: string
}

export interface WorkshopCoordinator {
  readonly name: string
  readonly image: string
  readonly title: string
  readonly department: string
  readonly institution: string
  readonly email: string
}

/** When and where a workshop runs; each part stays undefined until it is announced. */
export interface WorkshopSchedule {
  /** e.g. '7 March' */
  readonly date?: string
  /** e.g. '10:00–13:00 IST' */
  readonly time?: string
  readonly room?: string
}

export interface Workshop {
  readonly slug: TechnicalSessionSlug
  /** Label used in the navigation submenu. */
  readonly navLabel: string
  readonly title: string
  readonly introduction: readonly string[]
  readonly themes: readonly string[]
  readonly speakers: readonly WorkshopSpeaker[]
  readonly coordinators: readonly WorkshopCoordinator[]
  /** PLACEHOLDER: fill in date, time and room as they are announced. */
  readonly schedule: WorkshopSchedule
}

const img = PERSON_PLACEHOLDER_IMAGE

export const workshops: readonly Workshop[] = [
  {
    slug: 'evs-and-emerging-technologies',
    navLabel: 'EVs and Emerging Technologies',
    schedule: {},
    title: 'Next-Gen Transportation: EVs, Drone Technology & Emerging Innovations',
    introduction: [
      'Road transport is a major source of emissions, and moving it to electricity is one of the most direct ways to tackle climate change. Electric and hybrid vehicles are already on our roads, and electric drones — unmanned aerial systems — are finding work in logistics, surveillance, agriculture and last-mile delivery.',
      'Plenty of problems remain open: better batteries and faster charging, rules for sharing the airspace, safety, and dependable AI for autonomous operation. This session looks at where the technology stands and what still has to be solved.',
    ],
    themes: [
      'Electric and hybrid vehicles',
      'Electric drones (UAS) for logistics, surveillance, agriculture and delivery',
      'Batteries and charging',
      'Airspace regulation and safety',
      'AI for autonomy',
    ],
    speakers: [
      {
        name: 'Dr. Rajeev Kumar Singh',
        image: img,
        title: 'Professor',
        department: 'Department of Electrical Engineering',
        institution: 'IIT (BHU) Varanasi',
      },
      {
        name: 'Dr. Ranjan Kumar Behera',
        image: img,
        title: 'Associate Professor',
        department: 'Department of Electrical Engineering',
        institution: 'IIT Patna',
      },
      {
        name: 'Dr. Avanish Tripathi',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Energy Science and Engineering',
        institution: 'IIT Delhi',
      },
    ],
    coordinators: [
      {
        name: 'Chinmay Bera',
        image: img,
        title: 'Research Scholar, Nextgen Adaptive Systems Group',
        department: 'Department of Electrical Engineering',
        institution: 'NIT Patna',
        // PLACEHOLDER: set before deploying
        email: 'coordinator-evs-1@example.org',
      },
      {
        name: 'Md Inayat Ali',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electrical and Electronics Engineering',
        institution: 'Maulana Azad College of Engineering & Technology, Patna',
        // PLACEHOLDER: set before deploying
        email: 'coordinator-evs-2@example.org',
      },
      {
        name: 'Chandra Shekhar Singh Chandal',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electrical and Electronics Engineering',
        institution: 'Motihari College of Engineering',
        // PLACEHOLDER: set before deploying
        email: 'coordinator-evs-3@example.org',
      },
    ],
  },
  {
    slug: 'photovoltaic-cell',
    navLabel: 'Photovoltaic Cell',
    schedule: {},
    title: 'Photovoltaic Cells',
    introduction: [
      'Photovoltaics are at the heart of the shift to clean electricity, and the technology keeps moving: thin-film devices, perovskite and tandem cells and mature wafer-based silicon each have their own strengths and open questions.',
      'This session covers these cell technologies together with the growing role of AI in PV research and the practical side of connecting solar generation to the grid and to storage.',
    ],
    themes: [
      'Thin-film photovoltaics',
      'Perovskite and tandem cells',
      'Wafer-based silicon photovoltaics',
      'AI-driven PV development',
      'Grid integration and storage',
    ],
    speakers: [
      {
        name: 'Dr. Vivek Garg',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electronics and Communication Engineering',
        institution: 'SVNIT Surat',
      },
      {
        name: 'Dr. Brajendra Singh Sengar',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electronics and Communication Engineering',
        institution: 'NIT Srinagar',
      },
      {
        name: 'Dr. Gaurav Siddharth',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electronics and Communication Engineering',
        institution: 'NIT Calicut',
      },
    ],
    coordinators: [
      {
        name: 'Dr. Pritam Kumar',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electrical Engineering',
        institution: 'Government Engineering College Madhubani (DSTTE Bihar)',
        // PLACEHOLDER: set before deploying
        email: 'coordinator-pv-1@example.org',
      },
      {
        name: 'Dr. Parshuram Singh',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electrical and Electronics Engineering',
        institution: "Vignan's Foundation for Science, Technology and Research, Vadlamudi (AP)",
        // PLACEHOLDER: set before deploying
        email: 'coordinator-pv-2@example.org',
      },
    ],
  },
  {
    slug: 'renewable-energy',
    navLabel: 'Renewable Energy',
    schedule: {},
    title: 'Next-Gen Energy Sources: Renewable Energy Technologies',
    introduction: [
      'Solar, wind, hydro and biomass can only carry a modern power system when they are combined with smart energy management, storage and control.',
      'This session explores how these sources come together in practice — in microgrids, in electric mobility and in the smart cities of the future.',
    ],
    themes: [
      'Solar, wind, hydro and biomass',
      'Smart energy management',
      'Energy storage and control',
      'Microgrids',
      'E-mobility and smart cities',
    ],
    speakers: [
      {
        name: 'Dr. Sanjoy Kumar Parida',
        image: img,
        title: 'Associate Professor',
        department: 'Department of Electrical Engineering',
        institution: 'IIT Patna',
      },
      {
        name: 'Dr. PESN Raju',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Energy Science and Engineering',
        institution: 'IIT Guwahati',
      },
      {
        name: 'Dr. Saurabh Dutta',
        image: img,
        title: 'Research Associate',
        department: 'High Voltage Laboratory',
        institution: 'University of Manchester, UK',
      },
    ],
    coordinators: [
      {
        name: 'Rohan Kumar Gupta',
        image: img,
        title: 'Research Scholar, Nextgen Adaptive Systems Group',
        department: 'Department of Electrical Engineering',
        institution: 'NIT Patna',
        // PLACEHOLDER: set before deploying
        email: 'coordinator-re-1@example.org',
      },
      {
        name: 'Rahul Kumar',
        image: img,
        title: 'Workshop Coordinator',
        department: 'Department of Electrical Engineering',
        institution: 'NIT Patna',
        // PLACEHOLDER: set before deploying
        email: 'coordinator-re-2@example.org',
      },
      {
        name: 'Balmukund Kumar',
        image: img,
        title: 'Assistant Professor',
        department: 'Department of Electrical Engineering',
        institution: 'Government Engineering College Munger',
        // PLACEHOLDER: set before deploying
        email: 'coordinator-re-3@example.org',
      },
    ],
  },
]

/** The workshop for a `:ts` route parameter, or undefined ("Session not found"). */
export function findWorkshop(slug: string | undefined): Workshop | undefined {
  if (slug === undefined) return undefined
  const normalised = normaliseSessionSlug(slug)
  return workshops.find((w) => w.slug === normalised)
}

/** Route of a workshop page. */
export function workshopRoute(slug: TechnicalSessionSlug): string {
  return `/programs/technical-session/${slug}`
}

/** Initials shown when a portrait is missing, e.g. "Dr. Vivek Garg" → "VG". */
export function personInitials(name: string): string {
  const words = name
    .replace(/^(dr|prof|mr|ms|mrs)\.?\s+/i, '')
    .split(/\s+/)
    .filter((w) => w.length > 0)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
