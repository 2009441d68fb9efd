import { type AuditRecord, audited } from '../../api/audit'
import { createRouter } from '../../api/create-router'
import { HttpError, notFound } from '../../api/errors'
import { isUuid } from '../../api/fields'
import type { Database } from '../../db/client'
import type { CommitteeKind } from '../../db/schema'
import { ownImageUrl } from '../../http/public-url'
import { deleteImageIfUnused } from '../../uploads/images'
import { headingNamed } from '../organising-headings/organising-headings.queries'
import { COMMITTEES, type CommitteeDefinition } from './committees.definitions'
import * as queries from './committees.queries'
import { committeeRoutes } from './committees.routes'
import { type MemberBody, NOT_A_HEADING } from './committees.schemas'

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

type Member = ReturnType<typeof queries.toMember>

/** An organising member's committee must be one of the stored headings. */
async function checkHeading(tx: Database, kind: CommitteeKind, body: MemberBody) {
  if (kind === 'organising' && !(await headingNamed(tx, body.committee)))
    throw new HttpError(400, NOT_A_HEADING, [{ path: 'committee', message: NOT_A_HEADING }])
}

/** The audit entry of a change to a member: the committee's kind goes with the values, so the log says which. */
function memberAudit(
  kind: CommitteeKind,
  action: AuditRecord['action'],
  id: string,
  change: { before?: Member; after?: Member },
): AuditRecord {
  const withKind = (m: Member | undefined) => (m ? { ...m, kind } : null)
  return { action, entity: 'member', entityId: id, before: withKind(change.before), after: withKind(change.after) }
}

/** One committee's API under `/{path}`; kinds never mix: another committee's member id answers 404. */
export function createCommitteeRouter(def: CommitteeDefinition) {
  const { kind } = def
  const routes = committeeRoutes(def)
  // Every committee's list and members, from its definition (a new committee is cached too).
  const router = createRouter({
    cache: [
      {
        topic: def.path,
        paths: [`/api/${def.path}`],
        reads: [{ pattern: new RegExp(`^/api/${def.path}/(getAllMembers|getMember/[^/%]+)$`), paged: false }],
      },
    ],
  })

  router.openapi(routes.createMember, async (c) => {
    const body = c.req.valid('json') as MemberBody
    body.imageUrl = ownImageUrl(c, body.imageUrl)
    const values = valuesOf(kind, body)
    const member = await audited(c, async (tx, record) => {
      await checkHeading(tx, kind, body)
      const after = await queries.insertMember(tx, kind, values)
      await record(memberAudit(kind, 'create', after._id, { after }))
      return after
    })
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
    const { before, after } = await audited(c, async (tx, record) => {
      const exists = isUuid(id) ? await queries.getMember(tx, kind, id) : undefined
      if (!exists) throw notFound('Member')
      await checkHeading(tx, kind, body)
      const change = await queries.updateMember(tx, kind, id, valuesOf(kind, body))
      if (!change) throw notFound('Member')
      await record(memberAudit(kind, 'update', id, change))
      return change
    })
    if (before.imageUrl && before.imageUrl !== after.imageUrl) await deleteImageIfUnused(c.get('db'), before.imageUrl)
    return c.json({ success: true as const, msg: 'Member updated successfully.', member: after }, 201)
  })

  router.openapi(routes.deleteMember, async (c) => {
    const { id } = c.req.valid('param')
    const deleted = await audited(c, async (tx, record) => {
      const before = isUuid(id) ? await queries.deleteMember(tx, kind, id) : undefined
      if (!before) throw notFound('Member')
      await record(memberAudit(kind, 'delete', id, { before }))
      return before
    })
    if (deleted.imageUrl) await deleteImageIfUnused(c.get('db'), deleted.imageUrl)
    return c.json({ success: true as const, msg: 'Member deleted successfully.' }, 200)
  })

  if (def.setPriority) {
    router.openapi(routes.setPriority, async (c) => {
      const { id } = c.req.valid('param')
      const { priority } = c.req.valid('json')
      await audited(c, async (tx, record) => {
        const change = isUuid(id) ? await queries.updateMember(tx, kind, id, { priority }) : undefined
        if (!change) throw notFound('Member')
        await record(memberAudit(kind, 'priority', id, change))
      })
      return c.json({ success: true as const, msg: 'Priority updated successfully.' }, 200)
    })
  }

  return router
}

/** Every committee's router, one per entry of COMMITTEES. */
export const committeeRouters = COMMITTEES.map(createCommitteeRouter)
