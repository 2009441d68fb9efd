/** Every admin page, for the dashboard cards (the edit pages are reached from their lists). */
export const ADMIN_PAGES = [
  { to: '/admin/add-papers', title: 'Add paper', description: 'Publish a paper in Highlights.' },
  { to: '/admin/all-papers', title: 'All papers', description: 'Review and delete papers.' },
  { to: '/admin/add-speakers', title: 'Add speaker', description: 'Add a keynote or invited speaker.' },
  { to: '/admin/all-speakers', title: 'All speakers', description: 'Edit, order and delete speakers.' },
  { to: '/admin/add-recent-updates', title: 'Add recent update', description: 'Post news with an event date.' },
  { to: '/admin/all-updates', title: 'All updates', description: 'Review and delete recent updates.' },
  { to: '/admin/photogalleryupload', title: 'Upload photo', description: 'Add a photo to the gallery.' },
  { to: '/admin/deletephoto', title: 'Delete photos', description: 'Remove photos from the gallery.' },
  {
    to: '/admin/add-organising-member',
    title: 'Add organising member',
    description: 'Add a member of the Organising Committee.',
  },
  {
    to: '/admin/all-organising-members',
    title: 'All organising members',
    description: 'Edit, order and delete organising members.',
  },
  {
    to: '/admin/add-technical-member',
    title: 'Add technical member',
    description: 'Add a member of the Technical Programme Committee.',
  },
  {
    to: '/admin/all-technical-members',
    title: 'All technical members',
    description: 'Edit and delete technical programme members.',
  },
  {
    to: '/admin/add-international-member',
    title: 'Add international member',
    description: 'Add a member of the International Advisory Committee.',
  },
  {
    to: '/admin/all-international-members',
    title: 'All international members',
    description: 'Edit and delete international advisory members.',
  },
  {
    to: '/admin/add-industry-programme-member',
    title: 'Add industry programme member',
    description: 'Add a member of the Industry Programme Committee.',
  },
  {
    to: '/admin/all-industry-programme-members',
    title: 'All industry programme members',
    description: 'Edit, order and delete industry programme members.',
  },
  {
    to: '/admin/important-dates',
    title: 'Important dates',
    description: 'Add, move, extend and delete the dates.',
  },
  { to: '/admin/announcements', title: 'Announcements', description: 'The scrolling banner on the home page.' },
  {
    to: '/admin/settings',
    title: 'Event settings',
    description: 'Contact details, links, bank details and fees.',
  },
  {
    to: '/admin/contact-messages',
    title: 'Contact messages',
    description: 'Read messages sent through the contact form.',
  },
  { to: '/admin/add-admin', title: 'Add admin', description: 'Create another administrator account.' },
  { to: '/admin/activity', group: 'site', title: 'Activity', description: 'Who changed what, and when.' },
] as const
