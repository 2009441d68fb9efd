import type { MailTemplateDefinition } from '../../mail/templates'

// The certificate's mail (issue 53): a link to the verify page and its PDF, never an attachment.
export const CERTIFICATE_TEMPLATES: MailTemplateDefinition[] = [
  {
    key: 'certificate-issued',
    description: 'To a registrant when a certificate is issued to them: the link to verify and download it.',
    subject: '{{conference}}: your certificate of {{kind}}',
    text:
      'Dear {{name}},\n\nYour certificate of {{kind}} for {{conference}} is issued (code {{code}}).\n\n' +
      'View and download it here; anyone can check it at the same address:\n{{link}}\n\n-- \n{{conference}}\n{{conferenceName}}',
    placeholders: ['name', 'kind', 'code', 'link'],
    sample: {
      name: 'Asha Verma',
      kind: 'participation',
      code: '7K2QX9M4TB',
      link: 'https://icnari.example.org/verify/7K2QX9M4TB',
    },
  },
]
