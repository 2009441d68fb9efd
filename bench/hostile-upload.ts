// Issue 50: "healthz p99 stays under 100 ms while a hostile file is parsed". Each hostile workbook of the issue is
// sent to POST /api/papers/import (preview) while /api/healthz is asked one request at a time, 5 ms apart, until
// the import answers (at most 2,000 probes); the import's status and time and the probes' p50/p99 are reported.
import { CMT_HEADER } from '../server/src/routes/papers/papers.cmt.fixtures'
import { sheetXml, textCell, workbookParts, workbookWith, zipOf } from '../server/src/uploads/spreadsheet.fixtures'
import { loginAsBenchAdmin } from './servers'

export const HOSTILE_HEALTHZ_P99_MS = 100
const MAX_PROBES = 2000

export interface HostileUpload {
  file: string
  bytes: number
  status: number
  ms: number
  probes: number
  healthzP50: number
  healthzP99: number
}

function hostileFiles(): [string, Uint8Array][] {
  const far = (ref: string) =>
    workbookWith(CMT_HEADER, [
      ['A2', '1'],
      [ref, 'far away'],
    ])
  const header = sheetXml([[1, textCell('A1', 'Paper ID')]])
  return [
    ['one cell at ZZZZZZ2', far('ZZZZZZ2')],
    ['one cell at row 1,000,000,000', far('A1000000000')],
    ['one cell at row 2,000,000', far('A2000000')],
    [
      'sheet declaring 1 KB, inflating to 300 MB',
      zipOf(
        workbookParts(sheetXml([[1, textCell('A1', 'Paper ID')]], ' '.repeat(300 * 1024 * 1024)), {
          declaredSize: 1024,
        }),
      ),
    ],
    ['local header and directory disagree', zipOf(workbookParts(header, { localSize: 1024 }))],
    [
      'honest sheet inflating to 101 MB',
      zipOf(workbookParts(sheetXml([[1, textCell('A1', 'Paper ID')]], ' '.repeat(101 * 1024 * 1024)))),
    ],
  ]
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

export async function measureHostileUploads(baseUrl: string): Promise<HostileUpload[]> {
  // Made before logging in: making them takes seconds, and a connection idle that long is closed by the server.
  const files = hostileFiles()
  const token = await loginAsBenchAdmin(baseUrl)
  const out: HostileUpload[] = []
  for (const [file, bytes] of files) {
    const form = new FormData()
    form.append('file', new Blob([Buffer.from(bytes)]), 'Submissions.xlsx')
    const started = performance.now()
    let answered: { status: number; ms: number } | undefined
    const upload = fetch(`${baseUrl}/api/papers/import?dryRun=true`, {
      method: 'POST',
      headers: { token },
      body: form,
    }).then(async (res) => {
      await res.arrayBuffer()
      answered = { status: res.status, ms: performance.now() - started }
    })
    const latencies: number[] = []
    while (!answered && latencies.length < MAX_PROBES) {
      const t = performance.now()
      await (await fetch(`${baseUrl}/api/healthz`)).arrayBuffer()
      latencies.push(performance.now() - t)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await upload
    latencies.sort((a, b) => a - b)
    out.push({
      file,
      bytes: bytes.length,
      status: answered!.status,
      ms: answered!.ms,
      probes: latencies.length,
      healthzP50: percentile(latencies, 0.5),
      healthzP99: percentile(latencies, 0.99),
    })
  }
  return out
}
