import { z } from '@hono/zod-openapi'
import { MessageSchema, requiredText } from '../../api/fields'

export const HEADING_NAME_MAX = 200

export const OrganisingHeading = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    position: z.number().int().openapi({ description: 'Its place on the page: 0 first.' }),
    memberCount: z.number().int().openapi({ description: 'Members under it; only an empty heading may be removed.' }),
  })
  .openapi('OrganisingHeading', {
    example: { _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', name: 'Organizing Chair', position: 2, memberCount: 1 },
  })

export const OrganisingHeadingList = z.object({ headings: z.array(OrganisingHeading) }).openapi('OrganisingHeadingList')

export const OrganisingHeadingInput = z
  .object({ name: requiredText('Name', HEADING_NAME_MAX) })
  .openapi('OrganisingHeadingInput', { example: { name: 'Finance Chair' } })

export const OrganisingHeadingChange = z
  .object({
    name: requiredText('Name', HEADING_NAME_MAX).optional(),
    position: z
      .number({ error: 'Position must be a whole number of 0 or more.' })
      .int('Position must be a whole number of 0 or more.')
      .min(0, 'Position must be a whole number of 0 or more.')
      .max(1000, 'Position must be at most 1000.')
      .optional()
      .openapi({ description: 'Its new place (0 first); past the end means last. The others move up or down.' }),
  })
  .refine((v) => v.name !== undefined || v.position !== undefined, 'Send a name or a position to change.')
  .openapi('OrganisingHeadingChange', { example: { position: 1 } })

export const OrganisingHeadingSaved = MessageSchema.extend({ heading: OrganisingHeading }).openapi(
  'OrganisingHeadingSaved',
)
