/**
 * What an important date means to the site (issue 52): the registration form reads its fee tier from
 * `early-registration` and its closing day from `last-registration`. At most one date has each role.
 */
export const DATE_ROLES = [
  'submission-opens',
  'submission-deadline',
  'notification',
  'early-registration',
  'camera-ready',
  'last-registration',
  'conference',
] as const
export type DateRole = (typeof DATE_ROLES)[number]

export const DATE_ROLE_LABELS: Record<DateRole, string> = {
  'submission-opens': 'Submission opens',
  'submission-deadline': 'Submission deadline',
  notification: 'Notification of acceptance',
  'early-registration': 'Early registration (last day of the early fee)',
  'camera-ready': 'Camera-ready deadline',
  'last-registration': 'Last day of registration',
  conference: 'The conference',
}
