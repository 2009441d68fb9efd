import { z } from '@hono/zod-openapi'
import {
  CHANGE_TYPES,
  PROGRAMME_TIME_ZONE,
  SESSION_KINDS,
  SESSION_LIMITS,
  SESSION_STATUSES,
  SLUG_RE,
} from '../../../../common/programme'
import { email, imageUrl, LIMITS, optionalText, requiredText } from '../../api/fields'
import { nullableLink, Room } from './programme.room-schemas'

export { Room, RoomInput, RoomList, RoomSaved, RoomUpdate } from './programme.room-schemas'

// ---- Sessions (the draft) ----

/** ISO 8601 with an offset (`2031-03-07T10:00:00+05:30` or `…Z`), or null while not yet scheduled. */
const instant = (label: string) =>
  z
    .string({ error: `${label} must be a date and time such as 2031-03-07T10:00:00+05:30, or null.` })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
      message: `${label} must be a date and time with its offset, such as 2031-03-07T10:00:00+05:30.`,
      abort: true,
    })
    .refine((v) => !Number.isNaN(Date.parse(v)), { message: `${label} is not a real date and time.` })
    .nullable()
    .openapi({ format: 'date-time', example: '2031-03-07T10:00:00+05:30' })

const uuidList = (label: string, max: number) =>
  z
    .array(z.string({ error: `Each item of ${label} must be an id.` }), { error: `${label} must be a list of ids.` })
    .max(max, `${label} may have at most ${max} items.`)
    .transform((ids) => [...new Set(ids.map((id) => id.trim()))])

export const SessionPersonSchema = z
  .object({
    name: requiredText('Name', SESSION_LIMITS.name),
    role: requiredText('Role', LIMITS.short),
    designation: optionalText('Designation'),
    institution: optionalText('Institution'),
    email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email('Email').optional()),
    imageUrl: z.preprocess((v) => (v === null ? undefined : v), imageUrl('Image URL').optional()),
  })
  .openapi('SessionPerson', {
    example: { name: 'Dr. A. Kumar', role: 'Coordinator', designation: 'Professor', institution: 'NIT Patna' },
  })

const sessionFields = {
  kind: z.enum(SESSION_KINDS, {
    error: `Kind must be one of: ${SESSION_KINDS.join(', ')}.`,
  }),
  title: requiredText('Title', SESSION_LIMITS.title).openapi({ example: 'Paper session 3: Smart grids' }),
  slug: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: 'Slug must be text.' })
      .trim()
      .max(SESSION_LIMITS.slug, `Slug must be at most ${SESSION_LIMITS.slug} characters.`)
      .regex(SLUG_RE, 'Slug may hold only lower-case letters, digits and single hyphens between them.')
      .optional()
      .openapi({ description: 'Made from the title when absent; unique.', example: 'smart-grids' }),
  ),
  description: z.preprocess(
    (v) => (v === null ? '' : v),
    z
      .string({ error: 'Description must be text.' })
      .trim()
      .max(SESSION_LIMITS.description, `Description must be at most ${SESSION_LIMITS.description} characters.`)
      .openapi({ description: 'Plain text; blank lines separate paragraphs.' }),
  ),
  start: instant('Start'),
  end: instant('End'),
  roomId: z.string({ error: 'Room must be a room id, or null for every room.' }).nullable().openapi({
    description: 'A room of GET /programme/rooms, or null: every room (a plenary break).',
  }),
  track: z.preprocess((v) => (v === null ? undefined : v), optionalText('Track', SESSION_LIMITS.track)),
  chairs: z
    .array(requiredText('Chair', SESSION_LIMITS.name), { error: 'Chairs must be a list of names.' })
    .max(SESSION_LIMITS.chairs, `Chairs may have at most ${SESSION_LIMITS.chairs} names.`),
  speakerIds: uuidList('Speakers', SESSION_LIMITS.speakers).openapi({ description: 'Ids of GET /speaker/all.' }),
  people: z
    .array(SessionPersonSchema, { error: 'People must be a list of { name, role }.' })
    .max(SESSION_LIMITS.people, `People may have at most ${SESSION_LIMITS.people} entries.`),
  paperIds: uuidList('Papers', SESSION_LIMITS.papers).openapi({
    description: 'Ids of GET /papers/all, in presentation order.',
  }),
  onlineUrl: nullableLink('Online link'),
  status: z.enum(SESSION_STATUSES, { error: `Status must be one of: ${SESSION_STATUSES.join(', ')}.` }),
}

export const END_NOT_AFTER_START = 'End must be after the start.'
export const BOTH_OR_NEITHER = 'Give both start and end, or neither (a session not yet scheduled).'

export const SessionInput = z
  .object({
    kind: sessionFields.kind,
    title: sessionFields.title,
    slug: sessionFields.slug,
    description: sessionFields.description.optional(),
    start: sessionFields.start.optional(),
    end: sessionFields.end.optional(),
    roomId: sessionFields.roomId.optional(),
    track: sessionFields.track,
    chairs: sessionFields.chairs.optional(),
    speakerIds: sessionFields.speakerIds.optional(),
    people: sessionFields.people.optional(),
    paperIds: sessionFields.paperIds.optional(),
    onlineUrl: sessionFields.onlineUrl.optional(),
    status: sessionFields.status.optional(),
  })
  .openapi('SessionInput', {
    example: {
      kind: 'paper-session',
      title: 'Paper session 3: Smart grids',
      start: '2031-03-07T10:00:00+05:30',
      end: '2031-03-07T11:30:00+05:30',
      roomId: '5b0c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      chairs: ['Prof. R. Singh'],
      paperIds: ['3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'],
    },
  })

export const SessionUpdate = SessionInput.partial().openapi('SessionUpdate', {
  description: 'Only the fields to change; those left out are kept. `start` and `end` null: not yet scheduled.',
  example: { start: '2031-03-07T11:30:00+05:30', end: '2031-03-07T13:00:00+05:30' },
})

export const Session = z
  .object({
    _id: z.string().uuid(),
    number: z.number().int().openapi({ description: 'The frab numeric id, kept across versions.' }),
    kind: z.enum(SESSION_KINDS),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    start: z.string().nullable().openapi({ format: 'date-time', example: '2031-03-07T10:00:00+05:30' }),
    end: z.string().nullable().openapi({ format: 'date-time', example: '2031-03-07T11:30:00+05:30' }),
    roomId: z.string().nullable(),
    track: z.string().nullable(),
    chairs: z.array(z.string()),
    speakerIds: z.array(z.string()),
    people: z.array(SessionPersonSchema),
    paperIds: z.array(z.string()),
    onlineUrl: z.string().nullable(),
    status: z.enum(SESSION_STATUSES),
  })
  .openapi('ProgrammeSession')

export const ProgrammeWarning = z
  .object({
    sessionIds: z.array(z.string()),
    message: z.string().openapi({
      example: 'Seminar Hall 1: "Smart grids" and "Storage" overlap on 7 March from 10:30 to 11:00.',
    }),
  })
  .openapi('ProgrammeWarning')

export const SessionDraft = z
  .object({ sessions: z.array(Session), warnings: z.array(ProgrammeWarning) })
  .openapi('SessionDraft', {
    description: 'Every session of the draft, scheduled ones by start then room, then those to be scheduled.',
  })
export const SessionSaved = z.object({ message: z.string(), session: Session }).openapi('SessionSaved')

// ---- Published versions ----

const SessionPlace = z
  .object({
    start: z.string().nullable(),
    end: z.string().nullable(),
    roomId: z.string().nullable(),
    room: z.string().nullable(),
  })
  .openapi('SessionPlace')

export const ProgrammeChange = z
  .object({
    type: z.enum(CHANGE_TYPES),
    sessionId: z.string(),
    title: z.string(),
    before: SessionPlace.optional(),
    after: SessionPlace.optional(),
    fields: z.array(z.string()).optional().openapi({ description: 'For `changed`: which fields changed.' }),
  })
  .openapi('ProgrammeChange')

export const ProgrammeVersion = z
  .object({
    number: z.number().int(),
    publishedAt: z.string().openapi({ format: 'date-time' }),
    note: z.string(),
    changes: z.array(ProgrammeChange),
  })
  .openapi('ProgrammeVersion')

export const PublishInput = z
  .object({ note: optionalText('Note', SESSION_LIMITS.note) })
  .openapi('PublishInput', { example: { note: 'Paper session 3 moved to 11:30.' } })
export const Published = z.object({ message: z.string(), version: ProgrammeVersion }).openapi('ProgrammePublished')
export const VersionList = z.object({ versions: z.array(ProgrammeVersion) }).openapi('ProgrammeVersionList')

export const PublishedSession = Session.omit({ speakerIds: true, paperIds: true })
  .extend({
    speakers: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        imageUrl: z.string(),
        designation: z.string().optional(),
        affiliation: z.string().optional(),
      }),
    ),
    papers: z.array(z.object({ _id: z.string(), heading: z.string(), authors: z.array(z.string()) })),
    sequence: z.number().int().openapi({ description: 'The calendar SEQUENCE, raised at each published change.' }),
    lastModified: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('PublishedSession', {
    description: "`onlineUrl` is the session's own link, else its room's.",
  })

export const PublicProgramme = z
  .object({
    version: ProgrammeVersion.omit({ changes: true }).nullable(),
    timeZone: z.literal(PROGRAMME_TIME_ZONE),
    rooms: z.array(Room),
    sessions: z.array(PublishedSession),
  })
  .openapi('Programme', {
    description: 'The latest published version; `version: null` and empty lists before the first.',
  })

export const WorkshopLink = z
  .object({
    _id: z.string(),
    number: z.number().int(),
    slug: z.string(),
    title: z.string(),
  })
  .openapi('WorkshopLink')

export const WorkshopLinks = z.object({ workshops: z.array(WorkshopLink) }).openapi('ProgrammeWorkshops', {
  description: "The published sessions of kind 'workshop', by title: the site's Technical Session menu.",
  example: {
    workshops: [
      {
        _id: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
        number: 2,
        slug: 'renewable-energy',
        title: 'Next-Gen Energy Sources',
      },
    ],
  },
})

export const SessionsQuery = z.object({
  sessions: z.string().max(4000).optional().openapi({
    description: 'Comma-separated session ids (or slugs): only those. Unknown ones are left out.',
    example: '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
  }),
})
