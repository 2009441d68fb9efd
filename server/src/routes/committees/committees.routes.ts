import { createRoute } from '@hono/zod-openapi'
import { IdParam } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import type { CommitteeDefinition } from './committees.definitions'
import {
  CommitteeMemberList,
  CommitteeMemberOne,
  CommitteeMemberSaved,
  CommitteeSuccessMsg,
  MEMBER_INPUTS,
  SetPriorityInput,
} from './committees.schemas'

const ORDER_NOTE = 'Ordered by ascending priority, members without a priority last, then oldest first.'

/** The five (or six) routes of one committee under `/{basePath}`. */
export function committeeRoutes(opts: CommitteeDefinition) {
  const { kind, path: basePath } = opts
  const tags = [opts.tag]
  const input = MEMBER_INPUTS[kind]
  const body = jsonBody(input)
  const bodyNote =
    kind === 'organising'
      ? '`committee` must be one of the 15 organising committee headings. Organising members have no `role`: one sent is ignored.'
      : '`committee` is free text; `role` is optional (shown as a badge)' +
        (opts.roles.length ? ` (the admin form offers ${opts.roles.map((r) => `"${r}"`).join(', ')}).` : '.')
  const common =
    ' `specialization` may be a list or one comma-separated text. `imageUrl` may be empty. `priority` is optional (whole number ≥ 0).'

  const createMember = createRoute({
    method: 'post',
    path: `/${basePath}/createMember`,
    operationId: `create${opts.opName}Member`,
    tags,
    summary: `Add a member to the ${opts.title}`,
    description: bodyNote + common,
    security: adminSecurity,
    middleware: [requireAdmin] as const,
    request: { body },
    responses: {
      201: jsonResponse('The member is added.', CommitteeMemberSaved),
      ...errorsOf(400, 401, 413, 415, 503),
    },
  })

  const getAllMembers = createRoute({
    method: 'get',
    path: `/${basePath}/getAllMembers`,
    operationId: `list${opts.opName}Members`,
    security: [],
    tags,
    summary: `List the members of the ${opts.title}`,
    description: ORDER_NOTE,
    responses: {
      200: jsonResponse('Every member.', CommitteeMemberList),
      ...errorsOf(503),
    },
  })

  const getMember = createRoute({
    method: 'get',
    path: `/${basePath}/getMember/{id}`,
    operationId: `get${opts.opName}Member`,
    security: [],
    tags,
    summary: `One member of the ${opts.title}`,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The member.', CommitteeMemberOne),
      ...errorsOf(404, 503),
    },
  })

  const updateMember = createRoute({
    method: 'put',
    path: `/${basePath}/updateMember/{id}`,
    operationId: `update${opts.opName}Member`,
    tags,
    summary: `Update a member of the ${opts.title}`,
    description:
      bodyNote +
      common +
      ' The body replaces the member, except `priority`: absent keeps the current one, null clears it. Answers 201 (as the earlier site did).',
    security: adminSecurity,
    middleware: [requireAdmin] as const,
    request: { params: IdParam, body },
    responses: {
      201: jsonResponse('The member is updated.', CommitteeMemberSaved),
      ...errorsOf(400, 401, 404, 413, 415, 503),
    },
  })

  const deleteMember = createRoute({
    method: 'delete',
    path: `/${basePath}/deleteMember/{id}`,
    operationId: `delete${opts.opName}Member`,
    tags,
    summary: `Delete a member of the ${opts.title}`,
    security: adminSecurity,
    middleware: [requireAdmin] as const,
    request: { params: IdParam },
    responses: {
      200: jsonResponse('The member is deleted.', CommitteeSuccessMsg),
      ...errorsOf(401, 404, 503),
    },
  })

  const setPriority = createRoute({
    method: 'patch',
    path: `/${basePath}/setPriority/{id}`,
    operationId: `set${opts.opName}MemberPriority`,
    tags,
    summary: `Set the priority of a member of the ${opts.title}`,
    description: `\`priority\` is a whole number ≥ 0 sent as a JSON number. ${ORDER_NOTE}`,
    security: adminSecurity,
    middleware: [requireAdmin] as const,
    request: {
      params: IdParam,
      body: jsonBody(SetPriorityInput),
    },
    responses: {
      200: jsonResponse('The priority is set.', CommitteeSuccessMsg),
      ...errorsOf(400, 401, 404, 413, 415, 503),
    },
  })

  return { createMember, getAllMembers, getMember, updateMember, deleteMember, setPriority }
}
