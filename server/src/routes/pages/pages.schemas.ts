import { z } from '@hono/zod-openapi'
import { PAGE_LIMITS } from '../../../../common/pages'
import { MessageSchema } from '../../api/fields'

const markdown = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(PAGE_LIMITS.markdown, `${label} must be at most ${PAGE_LIMITS.markdown} characters.`)
    .openapi({ description: 'Markdown: raw HTML is shown as text; links only to http(s), mailto and site paths.' })

const line = (label: string, max: number = PAGE_LIMITS.title) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)

export const PageItem = z
  .object({
    title: line('An entry’s title').min(1, 'Every entry of a list needs a title.'),
    subtitle: line('A subtitle').optional(),
    summary: line('A summary', 500).optional(),
    image: line('An image')
      .regex(/^\/[^/\\]/, 'An image must be a path of this site, such as /images/tracks/track-1.webp.')
      .optional(),
    imageAlt: line('An image’s description', 500).optional(),
    link: line('A link', 500)
      .regex(
        /^(?:\/(?![/\\])|https?:\/\/)/,
        'A link must be a path of this site (such as /about/venue-and-travels) or an http(s) address.',
      )
      .optional()
      .openapi({ description: 'Where the entry’s card leads (the About page’s cards).' }),
    description: line('An entry’s description', 500)
      .optional()
      .openapi({ description: 'An entry with a page of its own: that page’s meta description.' }),
    markdown: markdown('An entry’s text'),
  })
  // A picture says what it shows, for those who cannot see it.
  .refine((item) => !item.image || !!item.imageAlt, {
    message: 'Say what the picture shows: a picture needs its description.',
    path: ['imageAlt'],
  })
  .openapi('PageItem')

export const PageBlock = z
  .object({
    name: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,59}$/, 'A block’s name is lowercase letters, digits and hyphens.')
      .openapi({ description: 'Fixed per page: the page finds its texts by name.' }),
    label: line('A block’s label').min(1, 'Every block needs a label.'),
    markdown: markdown('A block’s text'),
    items: z
      .array(PageItem)
      .max(PAGE_LIMITS.items, `A list holds at most ${PAGE_LIMITS.items} entries.`)
      .optional()
      .openapi({ description: 'List blocks only, in page order.' }),
  })
  .openapi('PageBlock')

export const Page = z
  .object({
    key: z.string(),
    title: z
      .string()
      .openapi({ description: 'The page’s heading, and its browser tab title unless headTitle is set.' }),
    headTitle: z.string().optional().openapi({ description: 'The browser tab’s and search results’ title.' }),
    description: z.string().openapi({ description: 'The meta description (search engines, link previews).' }),
    blocks: z.array(PageBlock),
    updatedAt: z.string().nullable().openapi({ description: 'When it was last saved; null: never edited (defaults).' }),
  })
  .openapi('Page')

export const PageAnswer = z.object({ page: Page }).openapi('PageAnswer', {
  example: {
    page: {
      key: 'call-for-papers',
      title: 'Call for Papers',
      description: 'Topics and special tracks of {shortName} across electrical, electronics and computing domains.',
      blocks: [{ name: 'intro', label: 'Introduction', markdown: 'Original research is welcome.' }],
      updatedAt: null,
    },
  },
})

export const PageList = z.object({ pages: z.array(Page) }).openapi('PageList')

export const PageInput = z
  .object({
    title: line('Title').min(1, 'Title is required.'),
    headTitle: line('The browser tab’s title')
      .optional()
      .openapi({ description: 'Empty or absent: the title. Tokens such as {shortName} are filled.' }),
    description: line('Description', 500)
      .optional()
      .openapi({ description: 'Absent: the page’s default description.' }),
    blocks: z
      .array(PageBlock, { error: 'Send the page’s blocks as a list.' })
      .min(1, 'A page has at least one block.')
      .max(PAGE_LIMITS.blocks, `A page has at most ${PAGE_LIMITS.blocks} blocks.`),
  })
  .openapi('PageInput')

export const PageSaved = MessageSchema.extend({ page: Page }).openapi('PageSaved')

export const PageKeyParam = z.object({
  key: z.string().openapi({ param: { name: 'key', in: 'path' }, example: 'call-for-papers' }),
})
