import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'

// The conference programme (issue 33): rooms, sessions edited as a draft, and the published versions.
export const programmeRooms = pgTable(
  'programme_rooms',
  {
    id: id(),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    /** The room's stream or meeting link (http(s)); a session's own link wins over it. */
    onlineUrl: text('online_url'),
    /** Column order in the grid, then the name. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('programme_rooms_name_key').on(sql`lower(${t.name})`)],
)

export const programmeSessions = pgTable(
  'programme_sessions',
  {
    /** Also the frab GUID: kept for the session's life, across versions. */
    id: id(),
    /** The frab numeric id: kept for the session's life, across versions. */
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    start: timestamp('start', { withTimezone: true }),
    end: timestamp('end', { withTimezone: true }),
    /** Null: every room (a plenary break). A room in use cannot be deleted. */
    roomId: uuid('room_id').references(() => programmeRooms.id, { onDelete: 'restrict' }),
    track: text('track'),
    chairs: text('chairs').array().notNull().default(sql`'{}'::text[]`),
    speakerIds: uuid('speaker_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Others with a part in it: `[{ name, role, designation?, institution?, email?, imageUrl? }]`. */
    people: jsonb('people').notNull().default(sql`'[]'::jsonb`),
    /** In presentation order. */
    paperIds: uuid('paper_ids').array().notNull().default(sql`'{}'::uuid[]`),
    onlineUrl: text('online_url'),
    status: text('status').notNull().default('scheduled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('programme_sessions_slug_key').on(t.slug),
    uniqueIndex('programme_sessions_number_key').on(t.number),
    index('programme_sessions_start_idx').on(t.start),
    check(
      'programme_sessions_times',
      sql`(${t.start} IS NULL) = (${t.end} IS NULL) AND (${t.end} IS NULL OR ${t.end} > ${t.start})`,
    ),
    check('programme_sessions_status', sql`${t.status} IN ('scheduled', 'cancelled')`),
  ],
)

export const programmeVersions = pgTable('programme_versions', {
  /** 1, 2, 3…: the version visitors see is the highest. */
  number: integer('number').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note').notNull().default(''),
  /** What changed since the version before: common/programme.ts ProgrammeChange[]. */
  changes: jsonb('changes').notNull(),
  /** The programme as published, resolved (rooms, speakers, papers): common/programme.ts ProgrammeSnapshot. */
  snapshot: jsonb('snapshot').notNull(),
})
