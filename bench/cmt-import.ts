// Issue 33: "a CMT import of 1,000 rows (target < 10 s)". A Submissions export of 1,000 rows in CMT's layout (an
// .xlsx with a title row; 800 accepted, 200 rejected; abstracts of ~1,200 characters of varied words, as real ones
// compress) is sent to POST /api/papers/import three times: the preview (dryRun), the import (800 created) and the
// same file again (800 unchanged). Each is timed from the request to the whole answer.
import { type CmtSubmission, cmtXlsx } from '../server/src/routes/papers/papers.cmt.fixtures'
import { loginAsBenchAdmin } from './servers'

export const CMT_ROWS = 1000
export const CMT_TARGET_MS = 10_000

const WORDS =
  'adaptive control grid inverter converter voltage frequency stability renewable solar wind battery storage charging vehicle power system protection relay fault load forecasting neural network optimisation harmonic distortion microgrid distribution transmission reactive droop estimation state observer robust model predictive switching loss thermal efficiency topology resonant isolated bidirectional traction motor drive torque ripple sensorless photovoltaic maximum tracking irradiance shading partial islanding detection synchrophasor measurement wide area monitoring demand response market pricing'.split(
    ' ',
  )

/** A small deterministic generator, so every run sends the same file. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function text(next: () => number, words: number): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(next() * WORDS.length)]!)
  const sentence = out.join(' ')
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`
}

export function benchSubmissions(rows = CMT_ROWS): CmtSubmission[] {
  const next = random(33)
  return Array.from({ length: rows }, (_, i) => ({
    id: 1000 + i,
    title: text(next, 9),
    abstract: Array.from({ length: 8 }, () => text(next, 20)).join(' '),
    authors: `A. Author ${i} (NIT Patna)*; B. Coauthor ${i} (IIT Delhi); C. Third ${i}`,
    status: i % 5 === 4 ? 'Reject' : 'Accept',
  }))
}

export interface CmtImportTimes {
  bytes: number
  previewMs: number
  importMs: number
  reimportMs: number
  created: number
  unchanged: number
}

/** Logs in as the bench's admin and times the three requests against the running site at `baseUrl`. */
export async function measureCmtImport(baseUrl: string): Promise<CmtImportTimes> {
  const token = await loginAsBenchAdmin(baseUrl)
  const file = await cmtXlsx(benchSubmissions())
  const send = async (dryRun: boolean) => {
    const form = new FormData()
    form.append('file', new Blob([Buffer.from(file)]), 'Submissions.xlsx')
    const started = performance.now()
    const res = await fetch(`${baseUrl}/api/papers/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { token },
      body: form,
    })
    const body = (await res.json()) as { created?: number; unchanged?: number; message?: string }
    const ms = performance.now() - started
    if (res.status !== 200) throw new Error(`CMT import answered ${res.status}: ${body.message}`)
    return { ms, created: body.created ?? 0, unchanged: body.unchanged ?? 0 }
  }
  const preview = await send(true)
  const first = await send(false)
  const again = await send(false)
  return {
    bytes: file.length,
    previewMs: preview.ms,
    importMs: first.ms,
    reimportMs: again.ms,
    created: first.created,
    unchanged: again.unchanged,
  }
}
