/**
 * Navigation structure of the site.
 *
 * Item routes follow the site map's rule: group prefix + the label in lower case with
 * spaces turned into hyphens (parentheses are kept). Routes are written out
 * explicitly below; `findNavigationRuleViolations()` checks them against the rule.
 */

/** A link inside the single-page app (rendered with the router's Link). */
export interface NavLink {
  readonly kind: 'link'
  readonly label: string
  readonly route: string
  /**
   * A plain `<a href>` (a full page load, server-rendered), not a client-side route: the site map links the CMT
   * acknowledgement page so (it was a static file; it is now the data page of the same path).
   */
  readonly plain?: boolean
  /** Shown only when an entry named `token` exists in localStorage. */
  readonly requiresToken?: boolean
  /** Set when the route is deliberately not derived from the label. */
  readonly routeRuleException?: string
}

/** An item that opens its own submenu (Technical Session). */
export interface NavSubmenu {
  readonly kind: 'submenu'
  readonly label: string
  /** Route the label rule gives; the item itself toggles the submenu. */
  readonly route: string
  /** Links written here (none for a submenu whose links are data). */
  readonly children: readonly NavLink[]
  /**
   * Where the links come from when they are data: 'workshops' lists the published workshops (the programme's
   * sessions of kind 'workshop', GET /api/programme) by title, each at `route`/its slug
   * (components/layout/navigation/submenu-links.ts). Adding a workshop in /admin/programme adds its item.
   */
  readonly childrenFrom?: 'workshops'
}

export type NavGroupItem = NavLink | NavSubmenu

/** A dropdown group in the top bar (About, Authors, Programs, Sponsors). */
export interface NavGroup {
  readonly kind: 'group'
  readonly id: NavGroupId
  readonly label: string
  /** Prefix with a trailing slash, e.g. "/about/". */
  readonly prefix: string
  /** Landing route of the group (used by the footer), e.g. "/about". */
  readonly route: string
  readonly items: readonly NavGroupItem[]
}

export type NavGroupId = 'about' | 'authors' | 'programs' | 'sponsors'

/** Top-level entries in their display order. */
export type NavEntry = NavLink | NavGroup

export interface FooterLink {
  readonly label: string
  readonly route: string
}

/**
 * The site map's route rule: prefix + lower-cased label, spaces → hyphens.
 * `routeFromLabel('/about/', 'Venue and Travels')` → "/about/venue-and-travels".
 * The prefix may be given with or without its trailing slash.
 */
export function routeFromLabel(prefix: string, label: string): string {
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`
  return base + label.trim().toLowerCase().replace(/\s+/g, '-')
}

/** Normalise a route parameter: decode, trim, lower-case, spaces/underscores → hyphens. */
export function normaliseSessionSlug(raw: string): string {
  let text = raw
  try {
    text = decodeURIComponent(raw)
  } catch {
    // keep the raw value when it is not valid percent-encoding
  }
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
}

export const aboutGroup: NavGroup = {
  kind: 'group',
  id: 'about',
  label: 'About',
  prefix: '/about/',
  route: '/about',
  items: [
    { kind: 'link', label: 'About the Conference', route: '/about/about-the-conference' },
    { kind: 'link', label: 'About NIT Patna', route: '/about/about-nit-patna' },
    { kind: 'link', label: 'Organising Committee', route: '/about/organising-committee' },
    { kind: 'link', label: 'International Advisory Committee', route: '/about/international-advisory-committee' },
    { kind: 'link', label: 'Technical Programme Committee', route: '/about/technical-programme-committee' },
    { kind: 'link', label: 'Industry Programme Committee', route: '/about/industry-programme-committee' },
    { kind: 'link', label: 'Venue and Travels', route: '/about/venue-and-travels' },
    { kind: 'link', label: 'Accomodations', route: '/about/accomodations' },
    { kind: 'link', label: 'About NIT Patna (Bihta Campus)', route: '/about/about-nit-patna-(bihta-campus)' },
    { kind: 'link', label: 'PhotoGallery', route: '/about/photogallery' },
  ],
}

export const authorsGroup: NavGroup = {
  kind: 'group',
  id: 'authors',
  label: 'Authors',
  prefix: '/authors/',
  route: '/authors',
  items: [
    { kind: 'link', label: 'Call for Papers', route: '/authors/call-for-papers' },
    { kind: 'link', label: 'Guidelines to Authors', route: '/authors/guidelines-to-authors' },
    { kind: 'link', label: 'Paper Submissions', route: '/authors/paper-submissions' },
    { kind: 'link', label: 'Registrations', route: '/authors/registrations' },
    { kind: 'link', label: 'Best Student Paper Award', route: '/authors/best-student-paper-award' },
    { kind: 'link', label: 'Financial support', route: '/authors/financial-support' },
    {
      kind: 'link',
      label: 'CMT Acknowledgement',
      route: '/authors/cmt-acknowledgement.html',
      plain: true,
      routeRuleException:
        'The static page’s path of the original site map, linked with a plain anchor; now a data page.',
    },
    { kind: 'link', label: 'Paper Publication', route: '/authors/paper-publication' },
  ],
}

export const programsGroup: NavGroup = {
  kind: 'group',
  id: 'programs',
  label: 'Programs',
  prefix: '/programs/',
  route: '/programs',
  items: [
    {
      kind: 'link',
      label: 'Programme',
      route: '/programme',
      routeRuleException: 'The conference programme lives at /programme (issue 33 item 5), first in this menu.',
    },
    { kind: 'link', label: 'Speakers', route: '/programs/speakers' },
    // Its links are the published workshops (data): their labels are titles, their routes slugs.
    {
      kind: 'submenu',
      label: 'Technical Session',
      route: '/programs/technical-session',
      children: [],
      childrenFrom: 'workshops',
    },
    { kind: 'link', label: 'Tours', route: '/programs/tours' },
    { kind: 'link', label: 'Cultural Event', route: '/programs/cultural-event' },
  ],
}

export const sponsorsGroup: NavGroup = {
  kind: 'group',
  id: 'sponsors',
  label: 'Sponsors',
  prefix: '/sponsors/',
  route: '/sponsors',
  items: [
    { kind: 'link', label: 'Become a Sponsor', route: '/sponsors/become-a-sponsor' },
    { kind: 'link', label: 'Benefits of Sponsorship', route: '/sponsors/benefits-of-sponsorship' },
  ],
}

export const homeLink: NavLink = { kind: 'link', label: 'Home', route: '/' }
export const contactLink: NavLink = { kind: 'link', label: 'Contact', route: '/contact' }
export const adminLink: NavLink = { kind: 'link', label: 'Admin', route: '/admin', requiresToken: true }

/** The top bar, in display order. */
export const navigation: readonly NavEntry[] = [
  homeLink,
  aboutGroup,
  authorsGroup,
  programsGroup,
  sponsorsGroup,
  contactLink,
  adminLink,
]

export const navGroups: readonly NavGroup[] = [aboutGroup, authorsGroup, programsGroup, sponsorsGroup]

/** Footer quick links. */
export const footerLinks: readonly FooterLink[] = [
  { label: 'Home', route: '/' },
  { label: 'About', route: '/about' },
  { label: 'Authors', route: '/authors' },
  { label: 'Programs', route: '/programs' },
  { label: 'Sponsors', route: '/sponsors' },
  { label: 'Contact', route: '/contact' },
  { label: 'Admin', route: '/admin' },
  { label: 'Login', route: '/login' },
]

/** Visible top-level entries given whether a token is stored. */
export function visibleNavigation(hasToken: boolean): readonly NavEntry[] {
  return navigation.filter((entry) => entry.kind === 'group' || entry.requiresToken !== true || hasToken)
}

/** Every link of the navigation written here (group items and submenu children), flattened: not the data ones. */
export function allNavLinks(): readonly NavLink[] {
  const links: NavLink[] = []
  for (const entry of navigation) {
    if (entry.kind === 'link') {
      links.push(entry)
      continue
    }
    for (const item of entry.items) {
      if (item.kind === 'link') links.push(item)
      else links.push(...item.children)
    }
  }
  return links
}

/**
 * Lists the items whose explicit route differs from the label rule
 * (items with a documented `routeRuleException` are skipped). Empty when consistent.
 */
export function findNavigationRuleViolations(): readonly string[] {
  const problems: string[] = []
  for (const group of navGroups) {
    for (const item of group.items) {
      if (item.kind === 'link') {
        if (item.routeRuleException === undefined && item.route !== routeFromLabel(group.prefix, item.label)) {
          problems.push(`${item.label}: ${item.route}`)
        }
        continue
      }
      if (item.route !== routeFromLabel(group.prefix, item.label)) problems.push(`${item.label}: ${item.route}`)
      for (const child of item.children) {
        if (child.route !== routeFromLabel(item.route, child.label)) problems.push(`${child.label}: ${child.route}`)
      }
    }
  }
  return problems
}
