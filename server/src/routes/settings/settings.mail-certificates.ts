import { z } from '@hono/zod-openapi'
import { email, LIMITS, requiredText } from '../../api/fields'
import { imageIdOf, imageUrlFor } from '../../uploads/images'
import { strictObject } from './settings.strict'

// Who is told of what the site receives, and how certificates look.

/** Mail settings (issue 51): who is told of every contact message. Never public. */
export const MailSettings = strictObject('mail', {
  notify: z
    .array(email('Each notify address'), { error: 'notify must be a list of e-mail addresses.' })
    .max(20, 'At most 20 addresses may be notified.')
    .openapi({
      description: 'The organisers told of every new contact message (one mail each, Reply-To the visitor).',
      example: ['organisers@example.org'],
    }),
}).openapi('MailSettings')
/** The placeholders certificate texts may hold (routes/certificates fills them when one is issued). */
export const CERTIFICATE_PLACEHOLDERS = [
  'name',
  'institution',
  'paperId',
  'paperTitle',
  'conference',
  'dates',
  'venue',
  'mode',
] as const
const PLACEHOLDER_RULE = `Texts may use only the placeholders ${CERTIFICATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.`
const certificateText = (label: string) =>
  requiredText(label, 1000).refine(
    (v) =>
      [...v.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].every((m) =>
        (CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(m[1]!),
      ),
    PLACEHOLDER_RULE,
  )
/** The image id of an upload's URL, relative (`/api/images/<id>.webp`) or absolute on any of our origins. */
function uploadIdOf(url: string): string | undefined {
  if (url.startsWith('/')) return imageIdOf(url)
  try {
    return imageIdOf(new URL(url).pathname)
  } catch {
    return undefined
  }
}
/** Certificate images are uploads (`POST /user/image`): the PDF is drawn from stored bytes, never fetched. */
const uploadedImage = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters.`)
    .refine((v) => v === '' || uploadIdOf(v) !== undefined, `${label} must be an image uploaded with POST /user/image.`)
    .transform((v) => (v === '' ? v : imageUrlFor(uploadIdOf(v)!)))

export const CertificateSettings = strictObject('certificates', {
  title: requiredText('Certificate title', 120).openapi({ example: 'Certificate' }),
  participationText: certificateText('Participation text').openapi({
    example:
      'This is to certify that {{name}} of {{institution}} participated in {{conference}}, held {{mode}} at {{venue}} on {{dates}}.',
  }),
  presentationText: certificateText('Presentation text').openapi({
    example:
      'This is to certify that {{name}} of {{institution}} presented the paper {{paperId}} "{{paperTitle}}" at {{conference}}, {{dates}}.',
  }),
  signatories: z
    .array(
      strictObject('signatory', {
        name: requiredText('Signatory name', 120),
        designation: requiredText('Signatory designation', 200),
        signatureImageUrl: uploadedImage('Signature image'),
      }),
      { error: 'Signatories must be a list.' },
    )
    .max(4, 'A certificate has room for at most 4 signatories.'),
  logoUrl: uploadedImage('Logo'),
  backgroundUrl: uploadedImage('Background'),
}).openapi('CertificateSettings', {
  description:
    "The certificates' look and words. The texts take the placeholders {{name}}, {{institution}}, {{paperId}}, " +
    '{{paperTitle}}, {{conference}}, {{dates}}, {{venue}} and {{mode}}. Images (logo, background, signatures) are ' +
    'uploads from `POST /user/image`, or empty. A certificate keeps the words and images it was issued with.',
})
export type CertificateSettings = z.infer<typeof CertificateSettings>
