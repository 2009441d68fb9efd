import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bytea, createdAt, id, updatedAt } from './columns'

export const papers = pgTable(
  'papers',
  {
    id: id(),
    heading: text('heading').notNull(),
    authors: text('authors').array().notNull(),
    link: text('link'),
    content: text('content').notNull(),
    /** The paper's "Paper ID" in Microsoft CMT when it came from a CMT import; null for papers added by hand. */
    cmtId: text('cmt_id'),
    /** The CMT track ("Track Name", else the workbook's sheet) it was accepted in; null when unknown. */
    track: text('track'),
    /** The authors' addresses from CMT ("Author Emails", "Primary Contact Author Email"): private, for reminders. */
    authorEmails: text('author_emails').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('papers_created_at_idx').on(t.createdAt),
    // One paper per CMT id (a re-import updates it); papers added by hand (null) are not constrained.
    uniqueIndex('papers_cmt_id_key').on(t.cmtId),
  ],
)

export const speakers = pgTable(
  'speakers',
  {
    id: id(),
    name: text('name').notNull(),
    specialization: text('specialization').array().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    description: text('description').notNull(),
    /** Where the speaker works ("IIT Delhi"); shown on the card and the session page. */
    affiliation: text('affiliation'),
    /** The speaker's post ("Professor, Department of Electrical Engineering"). */
    designation: text('designation'),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('speakers_order_idx').on(t.priority, t.createdAt)],
)

export const recentUpdates = pgTable(
  'recent_updates',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    link: text('link'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recent_updates_created_at_idx').on(t.createdAt)],
)

export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    tags: text('tags').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('gallery_photos_created_at_idx').on(t.createdAt)],
)

export const contactStatus = pgEnum('contact_status', ['new', 'read', 'replied', 'archived'])
export type ContactStatus = (typeof contactStatus.enumValues)[number]

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    status: contactStatus('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    index('contact_messages_status_idx').on(t.status, t.createdAt),
  ],
)

export const committeeKind = pgEnum('committee_kind', ['organising', 'technical', 'international', 'industry'])
export type CommitteeKind = (typeof committeeKind.enumValues)[number]

/** The committees share one table; `kind` says which one a member belongs to. */
export const committeeMembers = pgTable(
  'committee_members',
  {
    id: id(),
    kind: committeeKind('kind').notNull(),
    name: text('name').notNull(),
    specialization: text('specialization').array().notNull(),
    college: text('college').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    committee: text('committee').notNull(),
    description: text('description').notNull(),
    role: text('role'),
    priority: integer('priority'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('committee_members_order_idx').on(t.kind, t.priority, t.createdAt)],
)

/**
 * The organising committee's headings (issue 54 item 3), in the order the page shows them; a member's `committee`
 * is a heading's name, so a rename renames its members' too.
 */
export const organisingHeadings = pgTable(
  'organising_headings',
  {
    id: id(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organising_headings_name_key').on(t.name),
    index('organising_headings_order_idx').on(t.position),
  ],
)

/** Sponsors shown on /sponsors as a logo wall by tier (issue 54 item 2). */
export const sponsors = pgTable(
  'sponsors',
  {
    id: id(),
    name: text('name').notNull(),
    /** One of common/sponsors.ts SPONSOR_TIERS. */
    tier: text('tier').notNull(),
    logoUrl: text('logo_url').notNull(),
    /** The sponsor's site (http(s)), or null. */
    link: text('link'),
    /** Order within the wall: lower first. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sponsors_order_idx').on(t.position, t.createdAt)],
)

/**
 * A public page's texts as organisers edited them (issue 54 item 1): named Markdown blocks (common/pages.ts). A page
 * without a row shows its defaults; the next edition carries the rows as they are.
 */
export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  // The browser tab's title ('' : the heading) and the meta description; null: never set, the page's default.
  headTitle: text('head_title'),
  description: text('description'),
  blocks: jsonb('blocks').$type<import('../../../../common/pages').PageBlock[]>().notNull(),
  updatedAt: updatedAt(),
})

/** Uploaded images, re-encoded, served from /api/images/{id}.{ext}. */
export const images = pgTable('images', {
  id: id(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
})

/** Important dates as data: calendar days in India time. */
export const importantDates = pgTable(
  'important_dates',
  {
    id: id(),
    label: text('label').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Last day of a range (the conference itself); null for a single day. */
    endDate: date('end_date', { mode: 'string' }),
    /** Earlier days of an extended date, oldest first. */
    previousDates: date('previous_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    /** Raised on every change of the day: calendar subscribers (RFC 5545 SEQUENCE) update instead of duplicating. */
    sequence: integer('sequence').notNull().default(0),
    /** What the date means to the site (registration windows, fees): common/date-roles.ts DATE_ROLES, or null. */
    role: text('role'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('important_dates_date_idx').on(t.date),
    // One date per role: the fee tier and the registration window read "the" early-registration date.
    uniqueIndex('important_dates_role_key').on(t.role),
    check(
      'important_dates_role',
      sql`${t.role} IS NULL OR ${t.role} IN ('submission-opens', 'submission-deadline', 'notification', 'early-registration', 'camera-ready', 'last-registration', 'conference')`,
    ),
  ],
)

/** Items of the scrolling banner, each shown between its optional start and end. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    text: text('text').notNull(),
    /** An http(s) URL or an in-site path. */
    link: text('link'),
    showFrom: timestamp('show_from', { withTimezone: true }),
    showUntil: timestamp('show_until', { withTimezone: true }),
    /** Lower numbers show first. */
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('announcements_order_idx').on(t.priority, t.createdAt)],
)

/** The one event-settings document (contact details, links, bank details, fee table), validated by its zod schema. */
export const eventSettings = pgTable(
  'event_settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('event_settings_single_row', sql`${t.id} = 1`)],
)

/**
 * Past editions (issue 32): one row per edition ended by `POST /editions/next`, with where its archive answers.
 * The current edition is the settings' `conference`; its rows (papers, speakers, …) are the only ones kept.
 */
export const pastEditions = pgTable('past_editions', {
  id: id(),
  /** The edition's identity as it was (common/conference.ts Conference). */
  conference: jsonb('conference').notNull(),
  /** The host name its archive answers at (ARCHIVE_DIR/<host>/). */
  archiveHost: text('archive_host').notNull(),
  archivePages: integer('archive_pages').notNull(),
  archiveFiles: integer('archive_files').notNull(),
  /** The backup file written before the switch (its name in BACKUP_DIR). */
  backupFile: text('backup_file').notNull(),
  /** Settings carried into the next edition that an organiser should check (`fees`, `hotels`), until saved once. */
  carriedToReview: text('carried_to_review').array().notNull().default(sql`'{}'::text[]`),
  /** Carried values still naming this edition that an organiser chose to leave as they are (their `field`s). */
  carriedDismissed: text('carried_dismissed').array().notNull().default(sql`'{}'::text[]`),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
})
