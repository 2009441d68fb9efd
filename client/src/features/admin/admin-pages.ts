/**
 * The dashboard's groups, by what organisers do: what the site says, the programme, who is on it, the
 * registrations, what came in, and how the site runs.
 */
export type AdminPageGroup = 'content' | 'programme' | 'people' | 'registrations' | 'inbox' | 'site'

/**
 * One dashboard tile per area: its main page (`to`, usually the list), a line on it, and its primary action
 * (usually "Add …"). The edit pages are reached from their lists. A new area is one entry here.
 */
export interface AdminArea {
  to: string
  group: AdminPageGroup
  title: string
  description: string
  action?: { to: string; label: string }
}

export const ADMIN_PAGES: readonly AdminArea[] = [
  {
    to: '/admin/all-papers',
    group: 'content',
    title: 'Accepted papers',
    description: 'Shown in Highlights; import from CMT or add one by one.',
    action: { to: '/admin/add-papers', label: 'Add a paper' },
  },
  {
    to: '/admin/all-updates',
    group: 'content',
    title: 'Recent updates',
    description: 'News on the home page, by event date.',
    action: { to: '/admin/add-recent-updates', label: 'Post an update' },
  },
  {
    to: '/admin/deletephoto',
    group: 'content',
    title: 'Gallery',
    description: 'The photos of the photo gallery.',
    action: { to: '/admin/photogalleryupload', label: 'Upload a photo' },
  },
  {
    to: '/admin/announcements',
    group: 'content',
    title: 'Announcements',
    description: 'The scrolling banner on the home page.',
  },
  {
    to: '/admin/important-dates',
    group: 'content',
    title: 'Important dates',
    description: 'Add, move, extend and delete the dates.',
  },
  {
    to: '/admin/programme',
    group: 'programme',
    title: 'Programme',
    description: 'Rooms, sessions by day, and publishing a version.',
  },
  {
    to: '/admin/all-speakers',
    group: 'people',
    title: 'Speakers',
    description: 'Keynote and invited speakers, in their order.',
    action: { to: '/admin/add-speakers', label: 'Add a speaker' },
  },
  {
    to: '/admin/all-organising-members',
    group: 'people',
    title: 'Organising Committee',
    description: 'Members under the 15 headings, in their order.',
    action: { to: '/admin/add-organising-member', label: 'Add a member' },
  },
  {
    to: '/admin/all-technical-members',
    group: 'people',
    title: 'Technical Programme Committee',
    description: 'Members, their colleges and roles.',
    action: { to: '/admin/add-technical-member', label: 'Add a member' },
  },
  {
    to: '/admin/all-international-members',
    group: 'people',
    title: 'International Advisory Committee',
    description: 'Members, their colleges and roles.',
    action: { to: '/admin/add-international-member', label: 'Add a member' },
  },
  {
    to: '/admin/all-industry-programme-members',
    group: 'people',
    title: 'Industry Programme Committee',
    description: 'Members, their companies and roles.',
    action: { to: '/admin/add-industry-programme-member', label: 'Add a member' },
  },
  {
    to: '/admin/registrations',
    group: 'registrations',
    title: 'Registrations',
    description: 'Payments to confirm, the bank statement, papers without a registered author.',
    action: { to: '/admin/registrations/papers', label: 'Papers and authors' },
  },
  {
    to: '/admin/check-in',
    group: 'registrations',
    title: 'Check-in',
    description: 'At the venue: scan a ticket or find a registrant, and check them in (desk volunteers too).',
  },
  {
    to: '/admin/contact-messages',
    group: 'inbox',
    title: 'Contact messages',
    description: 'Messages sent through the contact form.',
  },
  {
    to: '/admin/outbox',
    group: 'inbox',
    title: 'Outbox',
    description: 'Every mail the site sends: failures, sending again, wording.',
  },
  {
    to: '/admin/certificates',
    group: 'people',
    title: 'Certificates',
    description: 'Set up, preview, issue and revoke certificates.',
  },
  {
    to: '/admin/settings',
    group: 'site',
    title: 'Event settings',
    description: 'Contact details, links, bank details, fees and hotels.',
  },
  {
    to: '/admin/security',
    group: 'site',
    title: 'Admins and security',
    description: 'Two-factor authentication, where you are signed in, your password.',
    action: { to: '/admin/add-admin', label: 'Add an admin' },
  },
  { to: '/admin/activity', group: 'site', title: 'Activity', description: 'Who changed what, and when.' },
  {
    to: '/admin/sponsors',
    group: 'content',
    title: 'Sponsors',
    description: 'Add sponsors with their logos and order the wall.',
  },
  {
    to: '/admin/pages',
    group: 'content',
    title: 'Pages',
    description: 'The texts of the public pages, in Markdown: the call for papers, its domains and special tracks.',
  },
]
