import { FIXED_LISTS, isPageKey, PAGE_DEFAULTS } from '../../../../common/pages'
import { audited } from '../../api/audit'
import { createRouter } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import * as queries from './pages.queries'
import * as routes from './pages.routes'

/** The public pages' texts as data (issue 54 item 1). */
export const pagesRouter = createRouter({
  // A page's save drops every page's answer (and the rendered pages that read them).
  cache: [
    {
      topic: 'pages',
      paths: ['/api/pages'],
      reads: [{ pattern: /^\/api\/pages(?:\/[a-z0-9-]{1,60})?$/, paged: false }],
    },
  ],
})
  .openapi(routes.listPages, async (c) => c.json({ pages: await queries.listPages(c.get('db')) }, 200))
  .openapi(routes.getPage, async (c) => {
    const page = await queries.readPage(c.get('db'), c.req.valid('param').key)
    if (!page) throw notFound('Page')
    return c.json({ page }, 200)
  })
  .openapi(routes.putPage, async (c) => {
    const { key } = c.req.valid('param')
    const { title, headTitle, description, blocks } = c.req.valid('json')
    if (!isPageKey(key)) throw notFound('Page')
    // The page's layout reads its blocks by name: each one once, none unknown, lists where lists are.
    const known = new Map(PAGE_DEFAULTS[key].blocks.map((b) => [b.name, b]))
    const seen = new Set<string>()
    for (const [i, block] of blocks.entries()) {
      const expected = known.get(block.name)
      const path = `blocks.${i}.name`
      if (!expected)
        throw new HttpError(400, `This page has no block named "${block.name}".`, [{ path, message: 'Unknown block.' }])
      if (seen.has(block.name))
        throw new HttpError(400, `The block "${block.name}" is sent twice.`, [{ path, message: 'Sent twice.' }])
      if ((expected.items !== undefined) !== (block.items !== undefined))
        throw new HttpError(
          400,
          expected.items ? `"${block.label}" is a list: send its entries as items.` : `"${block.label}" is not a list.`,
          [{ path: `blocks.${i}.items`, message: expected.items ? 'Items are required.' : 'Not a list.' }],
        )
      // The menu's entries are its paths: only their labels are the organisers'.
      const fixed = expected.items && FIXED_LISTS.includes(`${key}/${block.name}`)
      if (fixed && block.items?.map((i) => i.link).join('\n') !== expected.items?.map((i) => i.link).join('\n'))
        throw new HttpError(400, `"${block.label}" keeps its entries and their links: only their titles change.`, [
          { path: `blocks.${i}.items`, message: 'Entries or links changed.' },
        ])
      seen.add(block.name)
    }
    const page = await audited(c, async (tx, record) => {
      const before = await queries.readPage(tx, key)
      const after = await queries.savePage(tx, key, { title, headTitle, description }, blocks)
      await record({ action: 'update', entity: 'page', entityId: key, before, after })
      return after
    })
    return c.json({ message: 'Page saved.', page }, 200)
  })
