/** The dashboard's groups of cards: what the site says, who is on it, how the site runs, what came in. */
export type AdminPageGroup = 'content' | 'people' | 'site' | 'inbox'

/** Every admin page, for the dashboard cards (the edit pages are reached from their lists). */
export const ADMIN_PAGES: readonly { to: string; title: string; description: string; group: AdminPageGroup }[] = [
  { to: '/admin/add-papers', group: 'content', title: 'Add paper', description: 'Publish a paper in Highlights.' },
  { to: '/admin/all-papers', group: 'content', title: 'All papers', description: 'Review and delete papers.' },
  {
    to: '/admin/add-speakers',
    group: 'people',
    title: 'Add speaker',
    description: 'Add a keynote or invited speaker.',
  },
  {
    to: '/admin/all-speakers',
    group: 'people',
    title: 'All speakers',
    description: 'Edit, order and delete speakers.',
  },
  {
    to: '/admin/add-recent-updates',
    group: 'content',
    title: 'Add recent update',
    description: 'Post news with an event date.',
  },
  {
    to: '/admin/all-updates',
    group: 'content',
    title: 'All updates',
    description: 'Review and delete recent updates.',
  },
  {
    to: '/admin/photogalleryupload',
    group: 'content',
    title: 'Upload photo',
    description: 'Add a photo to the gallery.',
  },
  {
    to: '/admin/deletephoto',
    group: 'content',
    title: 'Delete photos',
    description: 'Remove photos from the gallery.',
  },
  {
    to: '/admin/add-organising-member',
    group: 'people',
    title: 'Add organising member',
    description: 'Add a member of the Organising Committee.',
  },
  {
    to: '/admin/all-organising-members',
    group: 'people',
    title: 'All organising members',
    description: 'Edit, order and delete organising members.',
  },
  {
    to: '/admin/add-technical-member',
    group: 'people',
    title: 'Add technical member',
    description: 'Add a member of the Technical Programme Committee.',
  },
  {
    to: '/admin/all-technical-members',
    group: 'people',
    title: 'All technical members',
    description: 'Edit and delete technical programme members.',
  },
  {
    to: '/admin/add-international-member',
    group: 'people',
    title: 'Add international member',
    description: 'Add a member of the International Advisory Committee.',
  },
  {
    to: '/admin/all-international-members',
    group: 'people',
    title: 'All international members',
    description: 'Edit and delete international advisory members.',
  },
  {
    to: '/admin/add-industry-programme-member',
    group: 'people',
    title: 'Add industry programme member',
    description: 'Add a member of the Industry Programme Committee.',
  },
  {
    to: '/admin/all-industry-programme-members',
    group: 'people',
    title: 'All industry programme members',
    description: 'Edit, order and delete industry programme members.',
  },
  {
    to: '/admin/programme',
    group: 'content',
    title: 'Programme',
    description: 'Rooms, sessions by day, and publishing a version.',
  },
  {
    to: '/admin/important-dates',
    group: 'content',
    title: 'Important dates',
    description: 'Add, move, extend and delete the dates.',
  },
  {
    to: '/admin/announcements',
    group: 'content',
    title: 'Announcements',
    description: 'The scrolling banner on the home page.',
  },
  {
    to: '/admin/settings',
    group: 'site',
    title: 'Event settings',
    description: 'Contact details, links, bank details, fees and hotels.',
  },
  {
    to: '/admin/contact-messages',
    group: 'inbox',
    title: 'Contact messages',
    description: 'Read messages sent through the contact form.',
  },
  { to: '/admin/add-admin', group: 'site', title: 'Add admin', description: 'Create another administrator account.' },
  {
    to: '/admin/security',
    group: 'site',
    title: 'Security',
    description: 'Two-factor authentication, where you are signed in, your password.',
  },
  { to: '/admin/activity', group: 'site', title: 'Activity', description: 'Who changed what, and when.' },
  {
    to: '/admin/sponsors',
    group: 'content',
    title: 'Sponsors',
    description: 'Add sponsors with their logos and order the wall.',
  },
]
