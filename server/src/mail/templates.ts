import type { InlineQr } from './inline-images'

/**
 * Every mail the site sends is rendered from one of these templates. Organisers reword the subject and text
 * (`PUT /mail/templates/{key}`); a key with no stored wording uses its default here. A feature adds its own mails
 * with addMailTemplates, called by the composition root (app.ts): the mail folder sits below the features.
 */
export interface MailTemplateDefinition {
  key: string
  /** What the mail is for, as organisers read it on the templates page. */
  description: string
  subject: string
  text: string
  /** The `{{name}}`s this template may use, besides the conference's own (COMMON_PLACEHOLDERS). */
  placeholders: string[]
  /** Values for the preview; one per placeholder. */
  sample: Record<string, string>
  /** A placeholder (a URL) the HTML part also shows as a QR code, an image attached inline. */
  inlineQr?: InlineQr
}

/** Filled in for every template from the settings: the edition's short and full names. */
export const COMMON_PLACEHOLDERS = ['conference', 'conferenceName'] as const
export const COMMON_SAMPLE: Record<(typeof COMMON_PLACEHOLDERS)[number], string> = {
  conference: 'ICNARI 2027',
  conferenceName: 'International Conference on Next-Generation Adaptive Research and Innovations',
}

const SIGNATURE = '\n\n-- \n{{conference}}\n{{conferenceName}}'

export const MAIL_TEMPLATES: MailTemplateDefinition[] = [
  {
    key: 'contact-notification',
    description: 'To the organisers in Settings → Mail when a visitor sends a message through the contact form.',
    subject: 'Contact: {{subject}}',
    text:
      'A visitor wrote to {{conference}} through the contact form.\n\n' +
      'Name: {{name}}\nE-mail: {{email}}\nPhone: {{phone}}\nSubject: {{subject}}\n\n{{message}}\n\n' +
      'Open it in the inbox: {{link}}\nReplying to this mail answers {{name}} directly.',
    placeholders: ['name', 'email', 'phone', 'subject', 'message', 'link'],
    sample: {
      name: 'Asha Verma',
      email: 'asha@example.org',
      phone: '+91 98765 43210',
      subject: 'Registration for students',
      message: 'Is there a reduced fee for research scholars?',
      link: 'https://icnari.example.org/admin/messages',
    },
  },
  {
    key: 'contact-reply',
    description: "An organiser's answer from the contact inbox, to the visitor who wrote.",
    subject: 'Re: {{subject}}',
    text: `Dear {{name}},\n\n{{reply}}\n\nOn {{date}} you wrote:\n{{quoted}}${SIGNATURE}`,
    placeholders: ['name', 'subject', 'reply', 'date', 'quoted'],
    sample: {
      name: 'Asha Verma',
      subject: 'Registration for students',
      reply: 'Yes: research scholars pay the student fee.',
      date: '2 March 2027',
      quoted: '> Is there a reduced fee for research scholars?',
    },
  },
  {
    key: 'password-changed',
    description: "To an admin when their password was changed (an admin's notice of a credential change).",
    subject: '{{conference}}: your admin password was changed',
    text:
      'Dear {{name}},\n\nThe password of your admin account on the {{conference}} site was changed on {{time}}.\n\n' +
      'If you did not do this, tell the other organisers at once and have your password reset: {{loginUrl}}' +
      SIGNATURE,
    placeholders: ['name', 'time', 'loginUrl'],
    sample: { name: 'Ravi Kumar', time: '2 March 2027, 10:15 UTC', loginUrl: 'https://icnari.example.org/admin/login' },
  },
  {
    key: 'second-factor-changed',
    description: 'To an admin when two-step sign-in was turned on or off on their account.',
    subject: '{{conference}}: two-step sign-in {{change}}',
    text:
      'Dear {{name}},\n\nTwo-step sign-in on your admin account on the {{conference}} site was {{change}} on {{time}}.\n\n' +
      'If you did not do this, tell the other organisers at once: {{loginUrl}}' +
      SIGNATURE,
    placeholders: ['name', 'change', 'time', 'loginUrl'],
    sample: {
      name: 'Ravi Kumar',
      change: 'turned on',
      time: '2 March 2027, 10:15 UTC',
      loginUrl: 'https://icnari.example.org/admin/login',
    },
  },
  {
    key: 'recovery-code-used',
    description: 'To an admin when one of their recovery codes was used to sign in.',
    subject: '{{conference}}: a recovery code was used',
    text:
      'Dear {{name}},\n\nA recovery code of your admin account on the {{conference}} site was used to sign in on ' +
      '{{time}}. {{remaining}} codes are left.\n\nIf this was not you, tell the other organisers at once: {{loginUrl}}' +
      SIGNATURE,
    placeholders: ['name', 'time', 'remaining', 'loginUrl'],
    sample: {
      name: 'Ravi Kumar',
      time: '2 March 2027, 10:15 UTC',
      remaining: '9',
      loginUrl: 'https://icnari.example.org/admin/login',
    },
  },
  {
    key: 'admin-welcome',
    description: 'To a new admin created by another admin: who created the account and where to sign in.',
    subject: 'Your admin account on the {{conference}} site',
    text:
      'Dear {{name}},\n\n{{createdBy}} made you an admin of the {{conference}} site, signing in as {{email}}.\n\n' +
      'Sign in here: {{loginUrl}}\nYour password is the one {{createdBy}} set; ask them for it, and change it ' +
      'after you first sign in.' +
      SIGNATURE,
    placeholders: ['name', 'email', 'createdBy', 'loginUrl'],
    sample: {
      name: 'Meera Iyer',
      email: 'meera@example.org',
      createdBy: 'Ravi Kumar',
      loginUrl: 'https://icnari.example.org/admin/login',
    },
  },
  {
    key: 'test',
    description: 'A test mail sent from the outbox page, to check that mail arrives.',
    subject: '{{conference}}: test mail',
    text: `This is a test mail from the {{conference}} site, sent by {{sentBy}}. If you read it, mail works.${SIGNATURE}`,
    placeholders: ['sentBy'],
    sample: { sentBy: 'Ravi Kumar' },
  },
]

const BY_KEY = new Map(MAIL_TEMPLATES.map((t) => [t.key, t]))

/** Adds a feature's templates (again: nothing changes, so every app made in a process may call it). */
export function addMailTemplates(...lists: MailTemplateDefinition[][]): void {
  for (const template of lists.flat()) {
    if (BY_KEY.has(template.key)) continue
    BY_KEY.set(template.key, template)
    MAIL_TEMPLATES.push(template)
  }
}

export function templateDefinition(key: string): MailTemplateDefinition | undefined {
  return BY_KEY.get(key)
}

/** Every name a template may use: its own and the conference's. */
export function allowedPlaceholders(definition: MailTemplateDefinition): string[] {
  return [...COMMON_PLACEHOLDERS, ...definition.placeholders]
}
