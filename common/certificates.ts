// The standard words of each kind of certificate (issue 53): the server issues with them when the settings or the
// request give none, and the admin page starts its form with them. No imports: it runs in both.

export const CERTIFICATE_DEFAULT_TITLE = 'Certificate'

export const CERTIFICATE_DEFAULT_TEXTS = {
  participation:
    'This is to certify that {{name}} participated {{mode}} in the {{conference}}, held at {{venue}} on {{dates}}.',
  presentation:
    'This is to certify that {{name}} presented the paper {{paperId}} “{{paperTitle}}” at the {{conference}}, held at {{venue}} on {{dates}}.',
  chair:
    'This is to certify that {{name}} chaired a technical session of the {{conference}}, held at {{venue}} on {{dates}}.',
  speaker:
    'This is to certify that {{name}} delivered an invited talk at the {{conference}}, held at {{venue}} on {{dates}}.',
  award: 'This is to certify that {{name}} received an award at the {{conference}}, held at {{venue}} on {{dates}}.',
  volunteer:
    'This is to certify that {{name}} served as a volunteer at the {{conference}}, held at {{venue}} on {{dates}}.',
  committee:
    'This is to certify that {{name}} served on a committee of the {{conference}}, held at {{venue}} on {{dates}}.',
} as const

/** Each kind's name, as the admin's list and the public check page show it. */
export const CERTIFICATE_KIND_LABELS: Record<keyof typeof CERTIFICATE_DEFAULT_TEXTS, string> = {
  participation: 'Participation',
  presentation: 'Paper presentation',
  chair: 'Session chair',
  speaker: 'Speaker',
  award: 'Award',
  volunteer: 'Volunteer',
  committee: 'Committee member',
}
