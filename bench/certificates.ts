// Issue 53 item 5's rows of make bench: 1,000 certificates of participation issued with one
// POST /api/certificates/issue (target < 60 s) while the cached list is under load (target ≥ 0.8 of the same list
// with nothing issued, bench/during.ts); then one certificate's PDF on demand, asked for 200 different
// certificates one after another (target p99 < 500 ms).
import { type During, percentile, whileLoaded } from './during'
import type { Registered } from './registrations'
import { loginAsBenchAdmin, type Server } from './servers'

export const CERTIFICATES = 1000
export const ISSUE_TARGET_MS = 60_000
export const DURING_TARGET = 0.8
export const PDFS = 200
export const PDF_P99_TARGET_MS = 500

export interface CertificateFigures {
  issue: During<{ status: number; issued: number; skipped: number }>
  pdf: { count: number; p50: number; p99: number; failed: number; bytes: number }
}

async function setUpCertificates(base: string, admin: string) {
  const res = await fetch(`${base}/api/settings`, {
    method: 'PATCH',
    headers: { token: admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      certificates: {
        title: 'Certificate of Participation',
        participationText: 'This is to certify that {{name}} of {{institution}} took part in {{conference}}.',
        presentationText: '{{name}} presented “{{paperTitle}}”.',
        signatories: [{ name: 'Prof. A. Convener', designation: 'Convener', signatureImageUrl: '' }],
        logoUrl: '',
        backgroundUrl: '',
      },
    }),
  })
  if (!res.ok) throw new Error(`certificate settings: ${res.status} ${await res.text()}`)
}

/** Confirms each registration by hand (POST /api/registrations/{id}/confirm), for the certificates' bench alone. */
export async function confirmAll(base: string, regs: Registered[]) {
  const admin = await loginAsBenchAdmin(base)
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < regs.length) {
        const r = regs[next++]!
        const res = await fetch(`${base}/api/registrations/${r.id}/confirm`, {
          method: 'POST',
          headers: { token: admin, 'content-type': 'application/json' },
          body: '{}',
        })
        if (!res.ok) throw new Error(`confirming: ${res.status} ${await res.text()}`)
      }
    }),
  )
}

/** The server must run with TRUST_PROXY=1 (each PDF is asked from its own address, under the look-up limit). */
export async function measureCertificates(
  server: Server,
  confirmed: Registered[],
  log: (s: string) => void,
): Promise<CertificateFigures> {
  const base = server.url
  const admin = await loginAsBenchAdmin(base).catch(() => loginAsBenchAdmin(base))
  await setUpCertificates(base, admin)
  const ids = confirmed.slice(0, CERTIFICATES).map((r) => r.id)
  const issue = await whileLoaded(server, async () => {
    const res = await fetch(`${base}/api/certificates/issue`, {
      method: 'POST',
      headers: { token: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'participation', registrationIds: ids }),
    })
    const body = (await res.json()) as { issued?: number; skipped?: unknown[]; message?: string }
    if (res.status !== 201) throw new Error(`issuing: ${res.status} ${JSON.stringify(body).slice(0, 500)}`)
    return { status: res.status, issued: body.issued ?? 0, skipped: body.skipped?.length ?? 0 }
  })
  log(
    `certificates: ${issue.result.issued} issued in ${(issue.workMs / 1000).toFixed(1)} s, cached list ${issue.ratio.toFixed(2)} of quiet`,
  )
  // The codes, from the admin list (newest first).
  const list = await fetch(`${base}/api/certificates?limit=${PDFS}`, { headers: { token: admin } })
  const { data } = (await list.json()) as { data: { code: string }[] }
  const times: number[] = []
  let failed = 0
  let bytes = 0
  for (const [i, { code }] of data.entries()) {
    const t = performance.now()
    const res = await fetch(`${base}/api/certificates/${code}.pdf`, {
      headers: { 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
    })
    const body = await res.arrayBuffer()
    times.push(performance.now() - t)
    if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf') failed++
    bytes += body.byteLength
  }
  const pdf = { count: times.length, p50: percentile(times, 0.5), p99: percentile(times, 0.99), failed, bytes }
  log(`certificates: ${pdf.count} PDFs, p50 ${pdf.p50.toFixed(0)} ms, p99 ${pdf.p99.toFixed(0)} ms`)
  return { issue, pdf }
}

/** The rows of the bench's targets table. */
export function certificateRows(f: CertificateFigures): string[] {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET')
  const { issue, pdf } = f
  return [
    `| issue 53: ${CERTIFICATES} certificates issued by one POST /api/certificates/issue < ${ISSUE_TARGET_MS / 1000} s (${(issue.workMs / 1000).toFixed(2)} s; ${issue.result.issued} issued, ${issue.result.skipped} skipped) | ${verdict(issue.result.issued === CERTIFICATES && issue.workMs < ISSUE_TARGET_MS)} |`,
    `| issue 53: the cached list while they are issued ≥ ${DURING_TARGET} of quiet (${issue.duringRps.toFixed(0)} vs ${issue.quietRps.toFixed(0)} req/s = ${issue.ratio.toFixed(2)}) | ${verdict(issue.ratio >= DURING_TARGET)} |`,
    `| issue 53: one certificate's PDF on demand (GET /api/certificates/{code}.pdf, ${pdf.count} certificates one after another) p99 < ${PDF_P99_TARGET_MS} ms (p50 ${pdf.p50.toFixed(0)} ms, p99 ${pdf.p99.toFixed(0)} ms, ${(pdf.bytes / pdf.count / 1024).toFixed(0)} KB each; ${pdf.failed} failed) | ${verdict(pdf.failed === 0 && pdf.count > 0 && pdf.p99 < PDF_P99_TARGET_MS)} |`,
  ]
}
