import { Writable } from 'node:stream'
import { gunzipSync, gzipSync } from 'node:zlib'
import { createApp } from '../../src/app'
import { createAdmin } from '../../src/auth/admins'
import { writeBackup } from '../../src/backup/backup'
import { readTar, TAR_END, tarHeader, tarPadding } from '../../src/backup/tar'
import { ResponseCache } from '../../src/cache/response-cache'
import type { DatabaseHandle } from '../../src/db/client'
import { solidImage } from '../../src/routes/images/images.fixtures'
import { statementCsv } from '../../src/routes/registrations/registrations.statement.fixtures'
import { requestVia } from '../context'
import { exampleOf, type Json, loadContract, loadOperations } from '../reliability/helpers'

// Helpers of the backup tests: a site on a given database, seeding every create route of the contract, and
// snapshots of every list a user or an admin sees.

export const SEED_ADMIN = { name: 'Backup Admin', email: 'backup.admin@example.org', password: 'backup-pass-123' }

export interface Site {
  handle: DatabaseHandle
  request: (path: string, init?: RequestInit & { json?: unknown; token?: string }) => Promise<Response>
  login: (email?: string, password?: string) => Promise<string>
  stop: () => Promise<void>
}

export async function openSite(handle: DatabaseHandle, options: { createAdmin?: boolean } = {}): Promise<Site> {
  const cache = new ResponseCache(handle)
  await cache.start()
  const { app } = createApp({ database: handle, logErrors: true, responseCache: cache })
  if (options.createAdmin) await createAdmin(handle.db, SEED_ADMIN)
  const request: Site['request'] = requestVia(app)
  return {
    handle,
    request,
    login: async (email = SEED_ADMIN.email, password = SEED_ADMIN.password) => {
      const res = await request('/user/login', { method: 'POST', json: { email, password } })
      const body = (await res.json()) as { token?: string }
      if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`)
      return body.token
    },
    stop: () => cache.stop(),
  }
}

async function upload(site: Site, token: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const form = new FormData()
  form.append('image', new Blob([Buffer.from(await solidImage('png', 40, 30, colour))], { type: 'image/png' }), 'a.png')
  const res = await site.request('/user/image', { method: 'POST', body: form, token })
  const body = (await res.json()) as { result?: string }
  if (res.status !== 200 || !body.result) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`)
  return body.result
}

/** Replaces example image URLs by `url`, and makes e-mail addresses unique with `n`. */
function personalise(value: Json, url: string, n: number): Json {
  if (typeof value === 'string') {
    if (value.startsWith('/api/images/')) return url
    if (/^[^@\s]+@[^@\s]+$/.test(value)) return value.replace('@', `+${n}@`)
    return value
  }
  if (Array.isArray(value)) return value.map((v) => personalise(v, url, n))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, personalise(v, url, n)]))
  return value
}

/**
 * Seeds every table through the API: each JSON create route of the contract (admin or public), twice, each time
 * with a freshly uploaded image where the example names one. A new create route is seeded without a change here.
 */
export async function seedEverything(site: Site, rounds = 2): Promise<{ token: string; imageUrls: string[] }> {
  const token = await site.login()
  const doc = loadContract()
  // Account actions under /user (login, second factor, password) create nothing; /user/newuser creates an admin.
  // Starting the next edition creates nothing either: it archives this one and empties most tables; dismissing what
  // it carried over needs an edition that ended.
  // The programme's creates refer to each other (a session names a room, speakers and papers): seeded below.
  // The registration desk's posts are a form, a quote, mails and desk actions: registrations are seeded below.
  const isAction = (path: string) =>
    (path.startsWith('/user/') && path !== '/user/newuser') ||
    path.startsWith('/editions/') ||
    path.startsWith('/programme/') ||
    path.startsWith('/registrations') ||
    path.startsWith('/checkin')
  const creates = loadOperations(doc).filter(
    (op) => op.method === 'POST' && op.bodySchema && op.pathParams.length === 0 && !isAction(op.path),
  )
  const imageUrls: string[] = []
  // Certificates are issued only once they are set up (with an image, so a snapshot names one).
  const signature = await upload(site, token, { r: 10, g: 20, b: 30 })
  imageUrls.push(signature)
  const certificates = {
    title: 'Certificate',
    participationText: '{{name}} took part.',
    presentationText: '{{name}} presented {{paperTitle}}.',
    signatories: [{ name: 'Prof. Chair', designation: 'General Chair', signatureImageUrl: signature }],
    logoUrl: signature,
    backgroundUrl: '',
  }
  const setUp = await site.request('/settings', { method: 'PATCH', json: { certificates }, token })
  if (setUp.status !== 200) throw new Error(`seeding the certificates' settings failed: ${await setUp.text()}`)
  for (let n = 1; n <= rounds; n++) {
    for (const op of creates) {
      const url = await upload(site, token, { r: (n * 40) % 256, g: imageUrls.length * 17, b: 90 })
      imageUrls.push(url)
      const body = personalise(exampleOf(doc, op.bodySchema), url, n)
      // Heading names are unique: each round adds its own.
      if (op.path === '/organisingcommitee/headings') (body as { name: string }).name += ` ${n}`
      const res = await site.request(op.path, { method: 'POST', json: body, token: op.admin ? token : undefined })
      if (res.status >= 300) throw new Error(`seeding ${op.path} failed: ${res.status} ${await res.text()}`)
    }
    await seedProgramme(site, token, n)
    await seedMail(site, token, n)
    await seedPage(site, token, n)
    await seedRegistration(site, token, n)
  }
  return { token, imageUrls }
}

/** A reworded mail template and a reply from the contact inbox (routes with a path parameter). */
async function seedMail(site: Site, token: string, n: number): Promise<void> {
  const put = await site.request('/mail/templates/test', {
    method: 'PUT',
    json: { subject: `{{conference}}: test ${n}`, text: `Test mail ${n} from {{sentBy}}.` },
    token,
  })
  if (put.status >= 300) throw new Error(`seeding a mail template failed: ${put.status} ${await put.text()}`)
  const messages = (await (await site.request('/contact?limit=1', { token })).json()) as { data: { _id: string }[] }
  const reply = await site.request(`/contact/${messages.data[0]!._id}/reply`, {
    method: 'POST',
    json: { message: `Reply ${n}.` },
    token,
  })
  if (reply.status >= 300) throw new Error(`seeding a reply failed: ${reply.status} ${await reply.text()}`)
}

/** The call for papers edited (table pages holds only edited pages). */
async function seedPage(site: Site, token: string, n: number): Promise<void> {
  const { page } = (await (await site.request('/pages/call-for-papers')).json()) as {
    page: { title: string; blocks: { name: string; markdown?: string }[] }
  }
  const blocks = page.blocks.map((b) => (b.name === 'intro' ? { ...b, markdown: `Edited call ${n}.` } : b))
  const put = await site.request('/pages/call-for-papers', {
    method: 'PUT',
    json: { title: page.title, blocks },
    token,
  })
  if (put.status >= 300) throw new Error(`seeding a page failed: ${put.status} ${await put.text()}`)
}

/** Registration opened, one registration with a payment claimed (tables registrations and their history). */
async function seedRegistration(site: Site, token: string, n: number): Promise<void> {
  const open = await site.request('/settings', { method: 'PATCH', json: { registration: { open: true } }, token })
  if (open.status !== 200) throw new Error(`opening registration failed: ${open.status}`)
  // The seeded last day of registration has passed on the day the tests run: without that role it stays open.
  const { dates } = (await (await site.request('/dates')).json()) as { dates: { _id: string; role: string | null }[] }
  const last = dates.find((d) => d.role === 'last-registration')
  if (last) await site.request(`/dates/${last._id}`, { method: 'PUT', json: { role: null }, token })
  const body = {
    name: `Registrant ${n}`,
    email: `registrant${n}@example.org`,
    phone: '+91 98765 43210',
    institution: 'NIT Patna',
    country: 'India',
    category: 'academician',
    mode: 'online',
    consent: true,
  }
  const res = await site.request('/registrations', { method: 'POST', json: body })
  if (res.status !== 201) throw new Error(`seeding /registrations failed: ${res.status} ${await res.text()}`)
  // Checked in at the desk although unpaid (table check_ins).
  const found = await site.request(`/checkin/search?q=${encodeURIComponent(body.email)}`, { token })
  const { results } = (await found.json()) as { results: { _id: string }[] }
  const checkIn = await site.request('/checkin', {
    method: 'POST',
    json: { registrationId: results[0]?._id, force: true },
    token,
  })
  if (checkIn.status !== 201) throw new Error(`seeding /checkin failed: ${checkIn.status} ${await checkIn.text()}`)
  // A statement line nobody claimed (table statement_lines).
  const form = new FormData()
  const line = { date: '2026-01-15', narration: `UPI/99887766554${n}/SOMEONE`, credit: 100 * n }
  form.append('file', new Blob([statementCsv('sbi', [line])]), 'statement.csv')
  const imported = await site.request('/registrations/statements', { method: 'POST', body: form, token })
  if (imported.status !== 200)
    throw new Error(`seeding a statement failed: ${imported.status} ${await imported.text()}`)
}

/** A room, a session in it with a speaker and a paper of the lists, and a published version of the programme. */
async function seedProgramme(site: Site, token: string, n: number): Promise<void> {
  const post = async (path: string, json: unknown) => {
    const res = await site.request(path, { method: 'POST', json, token })
    if (res.status >= 300) throw new Error(`seeding ${path} failed: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, any>
  }
  const speakers = (await (await site.request('/speaker/all')).json()) as { data: { _id: string }[] }
  const papers = (await (await site.request('/papers/all')).json()) as { data: { _id: string }[] }
  const { room } = await post('/programme/rooms', {
    name: `Seminar Hall ${n}`,
    capacity: 100 + n,
    onlineUrl: `https://meet.example.org/hall-${n}`,
  })
  await post('/programme/sessions', {
    kind: 'paper-session',
    title: `Paper session ${n}`,
    start: `2026-03-0${n}T10:00:00+05:30`,
    end: `2026-03-0${n}T11:30:00+05:30`,
    roomId: room._id,
    chairs: ['Prof. R. Singh'],
    speakerIds: speakers.data.slice(0, 1).map((s) => s._id),
    paperIds: papers.data.slice(0, 2).map((p) => p._id),
    people: [{ name: 'Dr. A. Kumar', role: 'Coordinator' }],
  })
  await post('/programme/publish', { note: `Version of round ${n}.` })
}

/**
 * Every list of the contract (GET without path parameters), public and admin, as JSON (CSV as text). Left out:
 * the audit log, which logging in to the restored site adds to (round-trip.test.ts compares it on its own), and
 * the admin's sessions, which a backup does not hold.
 */
export async function snapshotLists(site: Site, token: string): Promise<Record<string, Json>> {
  const out: Record<string, Json> = {}
  for (const op of loadOperations(loadContract())) {
    if (
      op.method !== 'GET' ||
      op.pathParams.length > 0 ||
      /^\/(healthz|readyz|openapi|backup|audit|user\/sessions)/.test(op.path)
    )
      continue
    const res = await site.request(op.path, { token: op.admin ? token : undefined })
    const type = res.headers.get('content-type') ?? ''
    // A workbook's bytes hold the time it was made (its ZIP entries'): its rows are compared through the CSV export.
    const body = type.startsWith('application/json')
      ? await res.json()
      : type.includes('spreadsheetml')
        ? `workbook of ${(await res.arrayBuffer()).byteLength > 0 ? 'some' : 'no'} bytes`
        : await res.text()
    out[op.path] = { status: res.status, body }
  }
  return out
}

/** Every image URL named anywhere in a snapshot. */
export function imageUrlsIn(snapshot: Json): string[] {
  return [...new Set(JSON.stringify(snapshot).match(/\/api\/images\/[0-9a-f-]{36}\.webp/g) ?? [])].sort()
}

export async function imageBytes(site: Site, url: string): Promise<Buffer> {
  const res = await site.request(url.replace(/^\/api/, ''))
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
  return Buffer.from(await res.arrayBuffer())
}

/** A backup of `handle` as bytes. */
export async function backupBytes(handle: DatabaseHandle): Promise<Buffer> {
  const chunks: Buffer[] = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk)
      cb()
    },
  })
  await writeBackup(handle.db, sink, handle.kind)
  return Buffer.concat(chunks)
}

/** Re-packs an archive after `edit` changed its files (to make tampered backups with a valid tar and gzip). */
export function repack(archive: Buffer, edit: (files: Map<string, Buffer>) => void): Buffer {
  const files = new Map(readTar(gunzipSync(archive)))
  edit(files)
  const parts: Buffer[] = []
  for (const [name, data] of files) parts.push(tarHeader(name, data.length, new Date()), data, tarPadding(data.length))
  parts.push(TAR_END)
  return gzipSync(Buffer.concat(parts))
}
