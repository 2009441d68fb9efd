// Issue 52's rows of make bench: 2,000 registrations made through the public API, each with a claimed UTR; a
// 10,000-line SBI statement (CSV) in which their 2,000 credits hide among 8,000 other lines, imported with
// POST /api/registrations/statements (target < 10 s) while the cached list is under load (target ≥ 0.8 of the same
// list with nothing imported, bench/during.ts); then 100 receipts asked one after another (target < 10 s in all).
import postgres from 'postgres'
import { statementCsv, type Txn } from '../server/src/routes/registrations/registrations.statement.fixtures'
import { confirmAll } from './certificates'
import { type During, percentile, whileLoaded } from './during'
import { loginAsBenchAdmin, type Server } from './servers'

export const REGISTRATIONS = 2000
export const STATEMENT_LINES = 10_000
export const STATEMENT_TARGET_MS = 10_000
export const RECEIPTS = 100
export const RECEIPTS_TARGET_MS = 10_000
export const DURING_TARGET = 0.8
/** Clients registering at once while seeding. */
const SEEDERS = 8

export interface Registered {
  id: string
  token: string
  utr: string
  total: number
}

export interface RegistrationFigures {
  registrations: number
  seedMs: number
  statementBytes: number
  statement: During<{ status: number; message?: string; matched: number; mismatched: number; unmatched: number }>
  receipts: { ms: number; p50: number; p99: number; bytes: number; failed: number }
}

/** An address per registrant (the site allows 10 registrations per address an hour; TRUST_PROXY=1 reads this). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
const utrOf = (i: number) => `5${String(i).padStart(11, '0')}`
const today = () => new Date().toISOString().slice(0, 10)

async function json(res: Response, what: string) {
  const body = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

/** Registered through the API (the rest are copies made in the database: 2,000 API calls take minutes here). */
const THROUGH_API = 100
const cloneToken = (i: number) => `bench-registration-token-${i}`

/**
 * `n` registrations claiming a payment each with its own UTR: the first 100 through the API (POST /registrations,
 * then the claim), the rest copies of the first in the database with their own code, page token, e-mail and UTR
 * (their sealed token stays the first's: only a mail's link would show it).
 */
export async function seedRegistrations(base: string, dbUrl: string, n: number): Promise<Registered[]> {
  const made = await registerThroughApi(base, Math.min(n, THROUGH_API))
  if (n <= made.length) return made
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} })
  try {
    const columns = (
      await sql<{ column_name: string }[]>`
        select column_name from information_schema.columns where table_name = 'registrations' and table_schema = 'public'`
    ).map((c) => c.column_name)
    const set: Record<string, string> = {
      id: 'gen_random_uuid()',
      code: "'B' || lpad(i::text, 5, '0')",
      token_hash: "encode(sha256(convert_to('bench-registration-token-' || i, 'UTF8')), 'hex')",
      email: "'registrant-' || i || '@bench.example.org'",
      name: "'Registrant ' || i",
      utr: "'5' || lpad(i::text, 11, '0')",
    }
    const list = columns.map((c) => `"${c}"`).join(', ')
    const values = columns.map((c) => set[c] ?? `r."${c}"`).join(', ')
    await sql.unsafe(
      `insert into registrations (${list}) select ${values} from registrations r, generate_series($1::int, $2::int) as i where r.id = $3`,
      [made.length, n - 1, made[0]!.id],
    )
    const rows = await sql<{ id: string; code: string; total_minor: number }[]>`
      select id, code, total_minor from registrations where code like 'B%' order by code`
    for (const row of rows) {
      const i = Number(row.code.slice(1))
      made.push({ id: row.id, token: cloneToken(i), utr: utrOf(i), total: row.total_minor / 100 })
    }
  } finally {
    await sql.end()
  }
  return made
}

/** Opens registration and registers `n` people through the API, each claiming a payment with its own UTR. */
async function registerThroughApi(base: string, n: number, from = 0): Promise<Registered[]> {
  const admin = await loginAsBenchAdmin(base)
  await json(
    await fetch(`${base}/api/settings`, {
      method: 'PATCH',
      headers: { token: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ registration: { open: true, upiVpa: 'nitpatna@sbi' } }),
    }),
    'opening registration',
  )
  // The edition's last day of registration may be past on the day the bench runs: the date keeps no role then.
  const dates = await json(await fetch(`${base}/api/dates`), 'reading the dates')
  const list = (Array.isArray(dates) ? dates : (dates.data ?? dates.dates ?? [])) as { _id: string; role?: string }[]
  for (const d of list.filter((d) => d.role === 'last-registration'))
    await json(
      await fetch(`${base}/api/dates/${d._id}`, {
        method: 'PUT',
        headers: { token: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ role: null }),
      }),
      'lifting the last day of registration',
    )
  const out: Registered[] = new Array(n)
  let next = 0
  const one = async (k: number) => {
    const i = from + k
    const created = await json(
      await fetch(`${base}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
        body: JSON.stringify({
          name: `Registrant ${i}`,
          email: `registrant-${i}@bench.example.org`,
          phone: '+91 98765 43210',
          institution: 'NIT Patna',
          country: 'India',
          category: 'academician',
          mode: i % 3 === 0 ? 'online' : 'in-person',
          paperIds: [],
          accompanying: 0,
          consent: true,
        }),
      }),
      'registering',
    )
    const registration = created.registration as { statusUrl: string; fee: { total: number } }
    const token = new URL(registration.statusUrl).pathname.split('/').pop()!
    const utr = utrOf(i)
    // The claim's answer is the first to carry the registration's id.
    const claimed = await json(
      await fetch(`${base}/api/registrations/self/${token}/payment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ utr, amount: registration.fee.total, paidOn: today(), payerName: `Registrant ${i}` }),
      }),
      'claiming a payment',
    )
    out[k] = { id: (claimed.registration as { _id: string })._id, token, utr, total: registration.fee.total }
  }
  await Promise.all(
    Array.from({ length: SEEDERS }, async () => {
      while (next < n) await one(next++)
    }),
  )
  return out
}

/**
 * An SBI statement of `lines` lines: one UPI credit per registration with its UTR and the amount due, and
 * unrelated lines (other UPI credits, NEFT credits with no UTR of ours, debits) making up the rest.
 */
export function statementFor(regs: Registered[], lines: number): Uint8Array {
  const day = today()
  const txns: Txn[] = regs.map((r, i) => ({
    date: day,
    narration: `UPI/${r.utr}/R${i}/REGISTRANT ${i}/reg${i}@okaxis`,
    reference: r.utr,
    credit: r.total,
  }))
  for (let i = 0; txns.length < lines; i++) {
    if (i % 4 === 3) txns.push({ date: day, narration: `ATM WDL ${i}`, debit: 500 + (i % 50) })
    else if (i % 4 === 2)
      txns.push({ date: day, narration: `NEFT-HDFC0000${String(i).padStart(6, '0')}-SUPPLIER ${i}`, credit: 1000 + i })
    else
      txns.push({
        date: day,
        narration: `UPI/7${String(i).padStart(11, '0')}/OTHER PAYER ${i}`,
        reference: `7${String(i).padStart(11, '0')}`,
        credit: 7500,
      })
  }
  return statementCsv('sbi', txns)
}

async function importStatement(base: string, admin: string, csv: Uint8Array) {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(csv)]), 'statement.csv')
  const res = await fetch(`${base}/api/registrations/statements`, {
    method: 'POST',
    headers: { token: admin },
    body: form,
  })
  const body = (await res.json()) as {
    matched?: unknown[]
    mismatched?: unknown[]
    unmatched?: unknown[]
    message?: string
  }
  // A refusal is a figure too (the row says NOT MET with it), not the end of the bench.
  return {
    status: res.status,
    message: body.message,
    matched: body.matched?.length ?? 0,
    mismatched: body.mismatched?.length ?? 0,
    unmatched: body.unmatched?.length ?? 0,
  }
}

/** Each registrant's receipt, one after another, as `n` people opening theirs. */
export async function measureReceipts(base: string, regs: Registered[]) {
  const times: number[] = []
  let bytes = 0
  let failed = 0
  const t0 = performance.now()
  for (const r of regs) {
    const t = performance.now()
    const res = await fetch(`${base}/api/registrations/self/${r.token}/receipt.pdf`)
    const body = await res.arrayBuffer()
    times.push(performance.now() - t)
    if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf') failed++
    bytes += body.byteLength
  }
  return { ms: performance.now() - t0, p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytes, failed }
}

/**
 * The server must run with TRUST_PROXY=1 (each registrant comes from its own address). Answers the figures and
 * the registrations, confirmed by the statement (the certificates' rows issue to them).
 */
export async function measureRegistrations(
  server: Server,
  dbUrl: string,
  log: (s: string) => void,
): Promise<{ figures: RegistrationFigures; registered: Registered[] }> {
  const t0 = performance.now()
  const registered = await seedRegistrations(server.url, dbUrl, REGISTRATIONS)
  const seedMs = performance.now() - t0
  log(
    `registrations: ${registered.length} registered and claimed (100 through the API) in ${(seedMs / 1000).toFixed(1)} s`,
  )
  const csv = statementFor(registered, STATEMENT_LINES)
  // Making the statement takes long enough here for the server to close the seeders' idle connections: a login
  // on one of them fails once, and is asked again.
  const admin = await loginAsBenchAdmin(server.url).catch(() => loginAsBenchAdmin(server.url))
  const statement = await whileLoaded(server, () => importStatement(server.url, admin, csv))
  log(
    `registrations: statement of ${STATEMENT_LINES} lines matched in ${(statement.workMs / 1000).toFixed(1)} s (${statement.result.matched} matched), cached list ${statement.ratio.toFixed(2)} of quiet`,
  )
  // Receipts exist once confirmed: should the statement have been refused, the first 100 are confirmed by hand.
  if (statement.result.matched < RECEIPTS) await confirmAll(server.url, registered.slice(0, RECEIPTS))
  const receipts = await measureReceipts(server.url, registered.slice(0, RECEIPTS))
  log(`registrations: ${RECEIPTS} receipts in ${(receipts.ms / 1000).toFixed(1)} s`)
  return {
    figures: { registrations: registered.length, seedMs, statementBytes: csv.length, statement, receipts },
    registered,
  }
}

/** The rows of the bench's targets table. */
export function registrationRows(f: RegistrationFigures): string[] {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET')
  const s = f.statement
  const r = f.receipts
  return [
    `| issue 52: ${f.registrations} registrations, a ${STATEMENT_LINES}-line SBI statement (CSV, ${(f.statementBytes / 1024).toFixed(0)} KB) matched by POST /api/registrations/statements < ${STATEMENT_TARGET_MS / 1000} s (${(s.workMs / 1000).toFixed(2)} s; ${s.result.status === 200 ? `${s.result.matched} matched, ${s.result.mismatched} mismatched, ${s.result.unmatched} unmatched` : `answered ${s.result.status}: ${s.result.message}`}) | ${verdict(s.result.status === 200 && s.workMs < STATEMENT_TARGET_MS)} |`,
    `| issue 52: the cached list during the statement's matching ≥ ${DURING_TARGET} of quiet (${s.duringRps.toFixed(0)} vs ${s.quietRps.toFixed(0)} req/s = ${s.ratio.toFixed(2)}) | ${s.result.status === 200 ? verdict(s.ratio >= DURING_TARGET) : 'not measured: the statement was refused'} |`,
    `| issue 52: ${RECEIPTS} receipts (GET /api/registrations/self/{token}/receipt.pdf, one after another) < ${RECEIPTS_TARGET_MS / 1000} s (${(r.ms / 1000).toFixed(2)} s; each p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms; ${r.failed} failed) | ${verdict(r.failed === 0 && r.ms < RECEIPTS_TARGET_MS)} |`,
  ]
}
