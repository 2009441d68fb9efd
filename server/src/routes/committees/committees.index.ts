import type { CommitteeKind } from '../../db/schema'
import { createRouter } from '../../lib/create-router'
import { notFound } from '../../lib/errors'
import { isUuid } from '../../lib/fields'
import { deleteImageIfUnused } from '../../lib/images'
import * as queries from './committees.queries'
import { committeeRoutes, type CommitteeRouteOptions } from './committees.routes'
import type { MemberBody } from './committees.schemas'

export interface CommitteeRouterOptions extends CommitteeRouteOptions {
  /** Adds PATCH /{basePath}/setPriority/{id} (the organising committee only, spec §7). */
  withSetPriority?: boolean
}

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

/** One committee's API under `/{basePath}`; kinds never mix: another committee's member id answers 404. */
export function createCommitteeRouter(kind: CommitteeKind, basePath: string, opts: CommitteeRouterOptions) {
  const routes = committeeRoutes(kind, basePath, opts)
  const router = createRouter()

  router.openapi(routes.createMember, async (c) => {
    const body = c.req.valid('json') as MemberBody
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

  if (opts.withSetPriority) {
    router.openapi(routes.setPriority, async (c) => {
      const { id } = c.req.valid('param')
      const { priority } = c.req.valid('json')
      if (!isUuid(id) || !(await queries.setPriority(c.get('db'), kind, id, priority))) throw notFound('Member')
      return c.json({ success: true as const, msg: 'Priority updated successfully.' }, 200)
    })
  }

  return router
}

export const organisingCommitteeRouter = createCommitteeRouter('organising', 'organisingcommitee', {
  tag: 'Organising committee',
  opName: 'Organising',
  title: 'organising committee',
  withSetPriority: true,
})

export const technicalCommitteeRouter = createCommitteeRouter('technical', 'technicalcommitee', {
  tag: 'Technical programme committee',
  opName: 'Technical',
  title: 'technical programme committee',
})

export const internationalCommitteeRouter = createCommitteeRouter('international', 'internationalcommitee', {
  tag: 'International advisory committee',
  opName: 'International',
  title: 'international advisory committee',
})
