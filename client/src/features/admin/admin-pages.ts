/** Every admin page, for the dashboard cards. */
export const ADMIN_PAGES = [
  { to: '/admin/add-papers', title: 'Add paper', description: 'Publish a paper in Highlights.' },
  { to: '/admin/all-papers', title: 'All papers', description: 'Review and delete papers.' },
] as const
