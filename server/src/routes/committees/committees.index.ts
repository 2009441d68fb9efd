import type { CommitteeKind } from '../../db/schema'
import { createRouter } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/fields'
import { deleteImageIfUnused } from '../../lib/images'
import { ownImageUrl } from '../../lib/public-url'
import { COMMITTEES, type CommitteeDefinition } from './committees.definitions'
import * as queries from './committees.queries'
import { committeeRoutes } from './committees.routes'
import type { MemberBody } from './committees.schemas'

function valuesOf(kind: CommitteeKind, body: MemberBody) {
  return {
    name: body.name,
    specialization: body.specialization,
    college: body.college,
    imageUrl: body.imageUrl,
    committee: body.committee,
    description: body.description,
    // Organising members have no role (a role sent for them is ignored).
    role: kind === 'organising' ? null : (body.role ?? null),
    priority: body.priority,
  }
}

/** One committee's API under `/{path}`; kinds never mix: another committee's member id answers 404. */
export function createCommitteeRouter(def: CommitteeDefinition) {
  const { kind } = def
  const routes = committeeRoutes(def)
  const router = createRouter()

  router.openapi(routes.createMember, async (c) => {
    const body = c.req.valid('json') as MemberBody
    body.imageUrl = ownImageUrl(c, body.imageUrl)
    const values = valuesOf(kind, body)
    const member = await queries.insertMember(c.get('db'), kind, { ...values, priority: values.priority ?? null })
    return c.json({ success: true as const, msg: 'Member created successfully.', member }, 201)
  })

  router.openapi(routes.getAllMembers, async (c) => {
    const members = await queries.listMembers(c.get('db'), kind)
    return c.json({ success: true as const, members }, 200)
  })

  router.openapi(routes.getMember, async (c) => {
    const { id } = c.req.valid('param')
    const member = isUuid(id) ? await queries.getMember(c.get('db'), kind, id) : undefined
    if (!member) throw notFound('Member')
    return c.json({ success: true as const, member }, 200)
  })

  router.openapi(routes.updateMember, async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json') as MemberBody
    body.imageUrl = ownImageUrl(c, body.imageUrl)
    const db = c.get('db')
    const result = isUuid(id) ? await queries.updateMember(db, kind, id, valuesOf(kind, body)) : undefined
    if (!result) throw notFound('Member')
    if (result.previousImageUrl && result.previousImageUrl !== result.member.imageUrl) {
      await deleteImageIfUnused(db, result.previousImageUrl)
    }
    return c.json({ success: true as const, msg: 'Member updated successfully.', member: result.member }, 201)
  })

  router.openapi(routes.deleteMember, async (c) => {
    const { id } = c.req.valid('param')
    const db = c.get('db')
    const deleted = isUuid(id) ? await queries.deleteMember(db, kind, id) : undefined
    if (!deleted) throw notFound('Member')
    if (deleted.imageUrl) await deleteImageIfUnused(db, deleted.imageUrl)
    return c.json({ success: true as const, msg: 'Member deleted successfully.' }, 200)
  })

  if (def.setPriority) {
    router.openapi(routes.setPriority, async (c) => {
      const { id } = c.req.valid('param')
      const { priority } = c.req.valid('json')
      if (!isUuid(id) || !(await queries.setPriority(c.get('db'), kind, id, priority))) throw notFound('Member')
      return c.json({ success: true as const, msg: 'Priority updated successfully.' }, 200)
    })
  }

  return router
}

/** Every committee's router, one per entry of COMMITTEES. */
export const committeeRouters = COMMITTEES.map(createCommitteeRouter)
