/**
 * Every committee of the site, in one place: the public page, its API calls and the admin pages all read this.
 * Adding a committee is one entry here plus its route files (TanStack Router's file routes) and page texts.
 */
export const COMMITTEE_DEFINITIONS = {
  organising: {
    kind: 'organising',
    title: 'Organising Committee',
    /** For admin buttons and headings: "Add organising member". */
    memberNoun: 'organising member',
    /** The committee's path segment under the API base. */
    apiBase: '/organisingcommitee',
    publicRoute: '/about/organising-committee',
    listPath: '/admin/all-organising-members',
    addPath: '/admin/add-organising-member',
    lead: 'The people organising {shortName} at the Department of Electrical Engineering, NIT Patna.',
    failure: 'Failed to load committee members data',
    /** Organising members pick one of the 15 headings; the others type their committee. */
    committeeIsSelect: true,
    hasRole: false,
    /** Roles the form offers (empty: a free-text role). */
    roles: [],
    hasPriority: true,
  },
  technical: {
    kind: 'technical',
    title: 'Technical Programme Committee',
    memberNoun: 'technical member',
    apiBase: '/technicalcommitee',
    publicRoute: '/about/technical-programme-committee',
    listPath: '/admin/all-technical-members',
    addPath: '/admin/add-technical-member',
    lead: 'Experts who review the papers submitted to {shortName} and shape its technical programme.',
    // Spelt ("techical") as the specified failure message is: integrators match the text.
    failure: 'Failed to load techical programme committee members data',
    committeeIsSelect: false,
    hasRole: true,
    roles: [],
    hasPriority: true,
  },
  international: {
    kind: 'international',
    title: 'International Advisory Committee',
    memberNoun: 'international member',
    apiBase: '/internationalcommitee',
    publicRoute: '/about/international-advisory-committee',
    listPath: '/admin/all-international-members',
    addPath: '/admin/add-international-member',
    lead: 'Researchers from around the world who advise {shortName}.',
    failure: 'Failed to load international advisory committee members data',
    committeeIsSelect: false,
    hasRole: true,
    roles: [],
    hasPriority: true,
  },
  industry: {
    kind: 'industry',
    title: 'Industry Programme Committee',
    memberNoun: 'industry programme member',
    apiBase: '/industryprogramme',
    publicRoute: '/about/industry-programme-committee',
    listPath: '/admin/all-industry-programme-members',
    addPath: '/admin/add-industry-programme-member',
    lead: 'People from industry who bring practice into {shortName}: industry sessions, demonstrations and partnerships.',
    failure: 'Failed to load industry programme committee members data',
    committeeIsSelect: false,
    hasRole: true,
    roles: ['Chair', 'Co-Chair', 'Member'],
    hasPriority: true,
  },
} as const

export type CommitteeKind = keyof typeof COMMITTEE_DEFINITIONS
export type CommitteeDefinition = (typeof COMMITTEE_DEFINITIONS)[CommitteeKind]
export const COMMITTEE_KINDS = Object.keys(COMMITTEE_DEFINITIONS) as CommitteeKind[]
