import { sql } from 'drizzle-orm'
import { customType, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`)
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    pic: text('pic').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
)

/** Opaque login tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash)],
)

/** One row per counted event (failed login, contact message); shared by every server instance. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.bucket, t.key, t.at)],
)

export const papers = pgTable(
  'papers',
  {
    id: id(),
    heading: text('heading').notNull(),
    authors: text('authors').array().notNull(),
    link: text('link'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('papers_created_at_idx').on(t.createdAt)],
)

export const speakers = pgTable(
  'speakers',
  {
    id: id(),
    name: text('name').notNull(),
    specialization: text('specialization').array().notNull(),
    imageUrl: text('image_url').notNull().default(''),
    description: text('description').notNull(),
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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
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
