import { audited } from '../../api/audit'
import { createRouter } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import * as queries from './organising-headings.queries'
import * as routes from './organising-headings.routes'

const taken = (name: string) =>
  new HttpError(409, `A heading named "${name}" exists already.`, [
    { path: 'name', message: 'Another heading has this name.' },
  ])

/** The organising committee's headings as data (issue 54 item 3). */
// The organising committee's topic: a heading's rename renames its members, and their list is dropped with it.
export const organisingHeadingsRouter = createRouter({
  cache: [
    {
      topic: 'organisingcommitee',
      paths: ['/api/organisingcommitee'],
      reads: [{ pattern: /^\/api\/organisingcommitee\/headings$/, paged: false }],
    },
  ],
})
  .openapi(routes.listHeadings, async (c) => c.json({ headings: await queries.listHeadings(c.get('db')) }, 200))
  .openapi(routes.createHeading, async (c) => {
    const { name } = c.req.valid('json')
    const heading = await audited(c, async (tx, record) => {
      if (await queries.headingNamed(tx, name)) throw taken(name)
      const row = await queries.insertHeading(tx, name)
      const after = await queries.toHeading(tx, row)
      await record({ action: 'create', entity: 'organising-heading', entityId: row.id, after })
      return after
    })
    return c.json({ message: 'Heading added.', heading }, 201)
  })
  .openapi(routes.changeHeading, async (c) => {
    const { id } = c.req.valid('param')
    const { name, position } = c.req.valid('json')
    const heading = await audited(c, async (tx, record) => {
      const row = isUuid(id) ? await queries.findHeading(tx, id) : undefined
      if (!row) throw notFound('Heading')
      const before = await queries.toHeading(tx, row)
      if (name !== undefined && name !== row.name) {
        if (await queries.headingNamed(tx, name, id)) throw taken(name)
        await queries.renameHeading(tx, row, name)
      }
      if (position !== undefined) await queries.moveHeading(tx, id, position)
      const after = (await queries.readHeading(tx, id))!
      await record({ action: 'update', entity: 'organising-heading', entityId: id, before, after })
      return after
    })
    return c.json({ message: 'Heading saved.', heading }, 200)
  })
  .openapi(routes.deleteHeading, async (c) => {
    const { id } = c.req.valid('param')
    await audited(c, async (tx, record) => {
      const row = isUuid(id) ? await queries.findHeading(tx, id) : undefined
      if (!row) throw notFound('Heading')
      const before = await queries.toHeading(tx, row)
      if (!(await queries.deleteHeading(tx, row)))
        throw new HttpError(
          409,
          `"${row.name}" still has ${before.memberCount === 1 ? 'a member' : `${before.memberCount} members`}: move or delete them first.`,
        )
      await record({ action: 'delete', entity: 'organising-heading', entityId: id, before })
    })
    return c.json({ message: 'Heading removed.' }, 200)
  })
