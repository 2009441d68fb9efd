import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
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
  uuid,
} from 'drizzle-orm/pg-core'

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
    /** Base32 TOTP secret (RFC 6238): set by setup, in force once `totpEnabled`. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** `admin` (everything) or `desk` (check-in and their own account only): docs/decisions, the desk role. */
    role: text('role').notNull().default('admin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email), check('admins_role', sql`${t.role} in ('admin', 'desk')`)],
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
    userAgent: text('user_agent'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_admin_idx').on(t.adminId)],
)

/** One-time recovery codes for the second factor, stored only as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_admin_idx').on(t.adminId)],
)

/** The second login step: a password was right, a TOTP code is still due (expires after 5 minutes). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    challengeHash: text('challenge_hash').notNull(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_challenges_hash_key').on(t.challengeHash)],
)

/** Who changed what, when, and what it was before: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for events without a known admin (a failed login for an unknown e-mail). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
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
  blocks: jsonb('blocks').$type<import('../../../common/pages').PageBlock[]>().notNull(),
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

// The registration desk (issue 52): registrations with their payment claims, and the bank statement's credit lines.
// Personal data (email, phone, billing, utr, payerName) is erased on withdrawal and by the retention job.
export const REGISTRATION_STATUSES = [
  'awaiting-payment',
  'payment-claimed',
  'confirmed',
  'needs-attention',
  'withdrawn',
  'cancelled',
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    /** Short and readable (R7K2QX), what the payer writes in the transfer's remark. */
    code: text('code').notNull(),
    /** SHA-256 of the registrant's page token (never stored itself); a new link replaces it. */
    tokenHash: text('token_hash').notNull(),
    /** The token sealed with the server's secret key (auth/secret-key.ts), so later mails can carry the link. */
    tokenSealed: text('token_sealed').notNull(),
    status: text('status').notNull().default('awaiting-payment'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    institution: text('institution').notNull(),
    designation: text('designation'),
    country: text('country').notNull(),
    /** The fee row's key, and its label as it was when registering. */
    category: text('category').notNull(),
    categoryLabel: text('category_label').notNull(),
    mode: text('mode').notNull(),
    paperIds: uuid('paper_ids').array().notNull().default(sql`'{}'::uuid[]`),
    accompanying: integer('accompanying').notNull().default(0),
    /** `{ name, gstin?, address }` or null. */
    billing: jsonb('billing'),
    /** The fee as quoted (registrations.fees.ts Fee): currency, tier, items, total, gst. */
    fee: jsonb('fee').notNull(),
    currency: text('currency').notNull(),
    /** The total in paise or cents: what the statement's amounts are compared with. */
    totalMinor: integer('total_minor').notNull(),
    /** The payer's claim: normalised UTR, amount (minor units), day paid, payer's name. */
    utr: text('utr'),
    paidMinor: integer('paid_minor'),
    paidOn: date('paid_on', { mode: 'string' }),
    payerName: text('payer_name'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Why an organiser looked again (needs-attention, cancel). */
    reason: text('reason'),
    receiptNumber: integer('receipt_number'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The check-in ticket (issue 53): 192 random bits, set when the payment is confirmed; its QR is the desk's key. */
    ticket: text('ticket'),
    /** Who did what, when: `[{ at, by, action, note? }]`. */
    history: jsonb('history').notNull().default(sql`'[]'::jsonb`),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('registrations_code_key').on(t.code),
    uniqueIndex('registrations_token_hash_key').on(t.tokenHash),
    uniqueIndex('registrations_receipt_number_key').on(t.receiptNumber),
    uniqueIndex('registrations_ticket_key').on(t.ticket),
    // One active registration per address, and one per UTR: withdrawn and cancelled ones free them.
    uniqueIndex('registrations_active_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} NOT IN ('withdrawn', 'cancelled') AND ${t.email} IS NOT NULL`),
    uniqueIndex('registrations_active_utr_key')
      .on(t.utr)
      .where(sql`${t.status} NOT IN ('withdrawn', 'cancelled') AND ${t.utr} IS NOT NULL`),
    index('registrations_status_idx').on(t.status, t.createdAt),
    check(
      'registrations_status',
      sql`${t.status} IN ('awaiting-payment', 'payment-claimed', 'confirmed', 'needs-attention', 'withdrawn', 'cancelled')`,
    ),
  ],
)

// Attendance (issue 53): a desk check-in or an online join, at most one of each per registration and conference day
// (the day in India). Emptied by the next edition with the registrations.
export const ATTENDANCE_KINDS = ['desk', 'online'] as const
export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The day in India (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The desk account's name, or "online" for a join link. */
    by: text('by').notNull(),
    /** The session whose join link was followed (online only). */
    sessionId: uuid('session_id'),
  },
  (t) => [
    uniqueIndex('check_ins_once_a_day_key').on(t.registrationId, t.kind, t.day),
    index('check_ins_day_idx').on(t.day),
    check('check_ins_kind', sql`${t.kind} IN ('desk', 'online')`),
  ],
)

/** Credit lines of imported bank statements: each line's checksum is kept, so a re-import matches nothing twice. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    checksum: text('checksum').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull().default(''),
    amountMinor: integer('amount_minor').notNull(),
    utrCandidates: text('utr_candidates').array().notNull().default(sql`'{}'::text[]`),
    /** `matched`, `mismatched` (the UTR matched, the amount did not), `unmatched`, `assigned`, `discarded`. */
    state: text('state').notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_lines_checksum_key').on(t.checksum),
    index('statement_lines_state_idx').on(t.state, t.date),
    check('statement_lines_state', sql`${t.state} IN ('matched', 'mismatched', 'unmatched', 'assigned', 'discarded')`),
  ],
)

// Mail (issue 51): one row per outgoing mail, written in the transaction of what causes it (server/src/mail/).
export const mailStatus = pgEnum('mail_status', [
  'queued',
  'sending',
  'sent',
  'retrying',
  'failed',
  'withheld',
  'cancelled',
])
export type MailStatus = (typeof mailStatus.enumValues)[number]

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** One address per row. */
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML alternative (every value escaped), when the template has one. */
    html: text('html'),
    /** Images the HTML shows (`cid:`), as what each is drawn from at send time: `[{ cid, qr }]`, a QR code of `qr`. */
    inlineImages: jsonb('inline_images').$type<{ cid: string; qr: string }[]>(),
    /** The template key it was rendered from (mail/templates.ts). */
    template: text('template').notNull(),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Every attempt: `[{ at, result, code, message }]`, oldest first. */
    attemptLog: jsonb('attempt_log').notNull().default(sql`'[]'::jsonb`),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current attempt began (status `sending`): older than MAIL_LEASE_MS means its worker died. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** `{ code, message }`: the SMTP reply code and text, or the connection error. */
    lastError: jsonb('last_error'),
    /** Fixed when the row is made, so that a resend carries the same Message-ID. */
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'retrying')`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    index('mail_outbox_claimed_idx').on(t.claimedAt),
  ],
)

/** Templates as organisers reworded them; a key without a row uses its default (mail/templates.ts). */
export const mailTemplates = pgTable('mail_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  updatedAt: updatedAt(),
})

/** Replies sent from the contact inbox (`POST /contact/{id}/reply`), kept with their message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    text: text('text').notNull(),
    /** The outbox row that carries it (its status is the reply's mail status). */
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
)
/**
 * Certificates (issue 53): each frozen when issued. `snapshot` holds everything its PDF and its verify page show
 * (texts with the placeholders filled, the conference, signatories, image ids), so neither changes later; a
 * correction is a revocation and a new certificate. Emptied by the next edition, kept in its archive.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** 10 Crockford base-32 characters (50 random bits): printed on it and in its verification URL. */
    code: text('code').notNull(),
    /** 1, 2, 3… within the edition. */
    serial: integer('serial').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    institution: text('institution'),
    /** Personal data: for the mail that sends the link; never in a public answer. */
    email: text('email'),
    paperId: text('paper_id'),
    paperTitle: text('paper_title'),
    /** What it was issued for, once only (e.g. `registration:<id>:participation`); null for single ones. */
    sourceKey: text('source_key'),
    snapshot: jsonb('snapshot').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_serial_key').on(t.serial),
    uniqueIndex('certificates_source_key').on(t.sourceKey),
    index('certificates_kind_idx').on(t.kind, t.serial),
    check(
      'certificates_kind',
      sql`${t.kind} IN ('participation', 'presentation', 'chair', 'speaker', 'award', 'volunteer', 'committee')`,
    ),
  ],
)
