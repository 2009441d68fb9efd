import { createRoute, z } from '@hono/zod-openapi'
import { IdParam, MessageSchema } from '../../api/fields'
import { adminSecurity, requireAdmin } from '../../api/require-admin'
import { errorsOf, jsonBody, jsonResponse } from '../../api/route-responses'
import {
  PublicProgramme,
  Published,
  PublishInput,
  RoomInput,
  RoomList,
  RoomSaved,
  RoomUpdate,
  SessionDraft,
  SessionInput,
  SessionSaved,
  SessionsQuery,
  SessionUpdate,
  VersionList,
  WorkshopLinks,
} from './programme.schemas'

const tags = ['Programme']

const cachedAnswer = (description: string, type: string, schema: z.ZodTypeAny) => ({
  description,
  headers: {
    ETag: { schema: { type: 'string' as const }, description: 'Changes only when a version is published.' },
    'Cache-Control': { schema: { type: 'string' as const } },
  },
  content: { [type]: { schema } },
})

// ---- Rooms ----

export const listRooms = createRoute({
  method: 'get',
  path: '/programme/rooms',
  operationId: 'listProgrammeRooms',
  security: [],
  tags,
  summary: 'List the rooms, in grid order',
  responses: { 200: jsonResponse('Every room, by position then name.', RoomList), ...errorsOf(503) },
})

export const createRoom = createRoute({
  method: 'post',
  path: '/programme/rooms',
  operationId: 'createProgrammeRoom',
  tags,
  summary: 'Add a room',
  description: 'A name already taken (whatever its case) is 409.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(RoomInput) },
  responses: {
    201: jsonResponse('The room is added.', RoomSaved),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})

export const updateRoom = createRoute({
  method: 'put',
  path: '/programme/rooms/{id}',
  operationId: 'updateProgrammeRoom',
  tags,
  summary: 'Change a room',
  description: 'Any of the fields; those left out are kept. Visitors see the change once a version is published.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(RoomUpdate) },
  responses: {
    200: jsonResponse('The room is updated.', RoomSaved),
    ...errorsOf(400, 401, 404, 409, 413, 415, 503),
  },
})

export const deleteRoom = createRoute({
  method: 'delete',
  path: '/programme/rooms/{id}',
  operationId: 'deleteProgrammeRoom',
  tags,
  summary: 'Delete a room no session uses',
  description: 'A room that sessions of the draft still use is 409, with a message naming them.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: {
    200: jsonResponse('The room is deleted.', MessageSchema),
    ...errorsOf(401, 404, 409, 503),
  },
})

// ---- Sessions (the draft) ----

export const listSessions = createRoute({
  method: 'get',
  path: '/programme/sessions',
  operationId: 'listProgrammeSessions',
  tags,
  summary: 'The draft: every session, with warnings',
  description:
    'A warning names two sessions in one room at overlapping times, or a speaker in two sessions at once. ' +
    'Warnings never block a save. Visitors see the draft only once it is published.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  responses: { 200: jsonResponse('The draft and its warnings.', SessionDraft), ...errorsOf(401, 503) },
})

export const createSession = createRoute({
  method: 'post',
  path: '/programme/sessions',
  operationId: 'createProgrammeSession',
  tags,
  summary: 'Add a session to the draft',
  description:
    '`slug` is made from the title when absent (a taken slug is 400). `start` and `end` are both given (`end` after ' +
    '`start`) or both null (to be scheduled). Unknown room, speaker or paper ids are 400, each named.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: jsonBody(SessionInput) },
  responses: {
    201: jsonResponse('The session is added to the draft.', SessionSaved),
    ...errorsOf(400, 401, 413, 415, 503),
  },
})

export const updateSession = createRoute({
  method: 'put',
  path: '/programme/sessions/{id}',
  operationId: 'updateProgrammeSession',
  tags,
  summary: 'Change a session of the draft',
  description: 'Only the fields to change. `status: "cancelled"` cancels it (it stays in the programme, marked).',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam, body: jsonBody(SessionUpdate) },
  responses: {
    200: jsonResponse('The session is updated.', SessionSaved),
    ...errorsOf(400, 401, 404, 413, 415, 503),
  },
})

export const deleteSession = createRoute({
  method: 'delete',
  path: '/programme/sessions/{id}',
  operationId: 'deleteProgrammeSession',
  tags,
  summary: 'Delete a session from the draft',
  description: 'Once published, the next version lists it as removed.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { params: IdParam },
  responses: { 200: jsonResponse('The session is deleted.', MessageSchema), ...errorsOf(401, 404, 503) },
})

// ---- Versions ----

export const publishProgramme = createRoute({
  method: 'post',
  path: '/programme/publish',
  operationId: 'publishProgramme',
  tags,
  summary: 'Publish the draft as the next version',
  description:
    'Visitors, exports and the calendar see the new version at once; `changes` lists what changed since the ' +
    'version before. Nothing changed since the last version: 409.',
  security: adminSecurity,
  middleware: [requireAdmin] as const,
  request: { body: { required: false, content: { 'application/json': { schema: PublishInput } } } },
  responses: {
    201: jsonResponse('The version is published.', Published),
    ...errorsOf(400, 401, 409, 413, 415, 503),
  },
})

export const getProgramme = createRoute({
  method: 'get',
  path: '/programme',
  operationId: 'getProgramme',
  security: [],
  tags,
  summary: 'The published programme',
  description:
    'The latest version: rooms and sessions (scheduled ones by start then room, then those to be scheduled), ' +
    'each session with its speakers and papers. Times carry the +05:30 offset (India).',
  responses: { 200: jsonResponse('The latest published version.', PublicProgramme), ...errorsOf(503) },
})

export const listWorkshops = createRoute({
  method: 'get',
  path: '/programme/workshops',
  operationId: 'listProgrammeWorkshops',
  security: [],
  tags,
  summary: 'The published workshops (technical sessions), by title',
  description:
    "Each published session of kind 'workshop' with its id, number, slug and title, ordered by title: what the " +
    "site's Technical Session menu lists on every page, without the whole programme. Empty before the first version.",
  responses: { 200: jsonResponse('The published workshops.', WorkshopLinks), ...errorsOf(503) },
})

export const listVersions = createRoute({
  method: 'get',
  path: '/programme/versions',
  operationId: 'listProgrammeVersions',
  security: [],
  tags,
  summary: 'Every published version with its changes, newest first',
  responses: { 200: jsonResponse('The changelog.', VersionList), ...errorsOf(503) },
})

// ---- Exports ----

export const getScheduleXml = createRoute({
  method: 'get',
  path: '/programme/schedule.xml',
  operationId: 'getProgrammeScheduleXml',
  security: [],
  tags,
  summary: 'The programme in the frab schedule XML',
  description:
    'Validates against the c3voc schedule XSD; read by Giggity, ConfClerk, EventFahrplan and info-beamer. Each ' +
    'session keeps its GUID and numeric id across versions. Scheduled sessions only. 304 to a matching If-None-Match.',
  responses: {
    200: cachedAnswer('The schedule.', 'application/xml', z.string()),
    304: { description: 'The cached copy is current.' },
    ...errorsOf(503),
  },
})

export const getScheduleJson = createRoute({
  method: 'get',
  path: '/programme/schedule.json',
  operationId: 'getProgrammeScheduleJson',
  security: [],
  tags,
  summary: 'The programme in the frab schedule JSON',
  description: 'Validates against the c3voc schedule JSON schema. 304 to a matching If-None-Match.',
  responses: {
    200: cachedAnswer('The schedule.', 'application/json', z.object({ schedule: z.record(z.string(), z.unknown()) })),
    304: { description: 'The cached copy is current.' },
    ...errorsOf(503),
  },
})

export const getProgrammeCalendar = createRoute({
  method: 'get',
  path: '/programme/calendar.ics',
  operationId: 'getProgrammeCalendar',
  security: [],
  tags,
  summary: 'The programme as an iCalendar feed',
  description:
    'Every published, scheduled session as a VEVENT with a UID that never changes, a SEQUENCE raised when it ' +
    'moves or changes, `STATUS:CANCELLED` once cancelled, LAST-MODIFIED, LOCATION and URL. `?sessions=<id>,<id>` ' +
    'gives only those (one session, or a visitor’s own selection). 304 to a matching If-None-Match.',
  request: { query: SessionsQuery },
  responses: {
    200: cachedAnswer('The calendar.', 'text/calendar', z.string()),
    304: { description: 'The cached copy is current.' },
    ...errorsOf(400, 503),
  },
})
