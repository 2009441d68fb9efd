import { audited } from '../../api/audit'
import { createRouter } from '../../api/create-router'
import { notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import { ownImageUrl } from '../../http/public-url'
import { deleteImageIfUnused } from '../../uploads/images'
import * as queries from './sponsors.queries'
import * as routes from './sponsors.routes'

/** Sponsors and their logos (issue 54 item 2): public list, audited admin writes. */
export const sponsorsRouter = createRouter({
  cache: [{ topic: 'sponsors', paths: ['/api/sponsors'], reads: [{ pattern: /^\/api\/sponsors$/, paged: false }] }],
})
  .openapi(routes.listSponsors, async (c) => c.json({ sponsors: await queries.listSponsors(c.get('db')) }, 200))
  .openapi(routes.createSponsor, async (c) => {
    const body = c.req.valid('json')
    const sponsor = await audited(c, async (tx, record) => {
      const after = await queries.insertSponsor(tx, {
        ...body,
        logoUrl: ownImageUrl(c, body.logoUrl),
        link: body.link ?? null,
      })
      await record({ action: 'create', entity: 'sponsor', entityId: after._id, after })
      return after
    })
    return c.json({ message: 'Sponsor added.', sponsor }, 201)
  })
  .openapi(routes.updateSponsor, async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    const { before, after } = await audited(c, async (tx, record) => {
      const values = { ...body, logoUrl: ownImageUrl(c, body.logoUrl), link: body.link ?? null }
      const change = isUuid(id) ? await queries.updateSponsor(tx, id, values) : undefined
      if (!change) throw notFound('Sponsor')
      await record({ action: 'update', entity: 'sponsor', entityId: id, ...change })
      return change
    })
    if (before.logoUrl !== after.logoUrl) await deleteImageIfUnused(c.get('db'), before.logoUrl)
    return c.json({ message: 'Sponsor saved.', sponsor: after }, 200)
  })
  .openapi(routes.deleteSponsor, async (c) => {
    const { id } = c.req.valid('param')
    const deleted = await audited(c, async (tx, record) => {
      const before = isUuid(id) ? await queries.deleteSponsor(tx, id) : undefined
      if (!before) throw notFound('Sponsor')
      await record({ action: 'delete', entity: 'sponsor', entityId: id, before })
      return before
    })
    await deleteImageIfUnused(c.get('db'), deleted.logoUrl)
    return c.json({ message: 'Sponsor removed.' }, 200)
  })
