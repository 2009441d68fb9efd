import { Worker } from 'node:worker_threads'
import type { CertificatePdfInput } from './certificate-pdf'
import type { ReceiptPdfInput } from './receipt-pdf'
import { type PdfJob, renderJob } from './render-job'

// PDFs are rendered off the request path (issue 53 item 5) in one worker thread, started on first use and kept
// (unref'd, so it never holds the process open). From source (tests, `npm run dev`) the worker is the .ts file run
// through tsx; from the bundle it is dist/pdf-worker.js (scripts/build.mjs). Should the thread not start, PDFs
// are rendered in this thread instead: slower for others, never lost.

interface Pending {
  resolve: (pdf: Buffer) => void
  reject: (err: Error) => void
}

let worker: Worker | undefined
let broken = false
let nextId = 1
const pending = new Map<number, Pending>()

// From source, the worker's entry is a .ts file: a plain-JS bootstrap registers tsx in the thread first (Node's
// --import in a worker's execArgv does not apply to the worker's own entry).
const FROM_SOURCE_BOOTSTRAP =
  "const { workerData } = require('node:worker_threads');" +
  "import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.file) })"

function newWorker(): Worker {
  if (import.meta.url.endsWith('.ts')) {
    const file = new URL('./render-worker.ts', import.meta.url).href
    return new Worker(FROM_SOURCE_BOOTSTRAP, { eval: true, workerData: { file } })
  }
  return new Worker(new URL('./pdf-worker.js', import.meta.url))
}

function startWorker(): Worker {
  const started = newWorker()
  started.unref()
  started.on('message', (message: { id: number; pdf?: Uint8Array; error?: string }) => {
    const waiting = pending.get(message.id)
    if (!waiting) return
    pending.delete(message.id)
    if (message.pdf) waiting.resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength))
    else waiting.reject(new Error(message.error ?? 'The PDF could not be rendered.'))
  })
  const fail = (err: Error) => {
    broken = true
    worker = undefined
    for (const waiting of pending.values()) waiting.reject(err)
    pending.clear()
  }
  started.on('error', fail)
  started.on('exit', (code) => {
    if (worker === started) fail(new Error(`The PDF render thread stopped (exit code ${code}).`))
  })
  return started
}

/** A PDF rendered in the worker thread (in this one if the worker cannot run). */
async function render(job: PdfJob): Promise<Buffer> {
  if (broken) return renderJob(job)
  worker ??= startWorker()
  const id = nextId++
  const running = worker
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      running.postMessage({ id, job })
    })
  } catch (err) {
    if (!broken) throw err
    return renderJob(job)
  }
}

/** The certificate's PDF, rendered in the worker thread (in this one if the worker cannot run). */
export const renderCertificate = (input: CertificatePdfInput) => render({ kind: 'certificate', input })

/** A registration's receipt, rendered in the worker thread (in this one if the worker cannot run). */
export const renderReceiptOffThread = (input: ReceiptPdfInput) => render({ kind: 'receipt', input })

/** Renders that bring a new thread up to speed: the first few each take several times a warm one. */
const WARM_UP_RENDERS = 4
let warming: Promise<void> | undefined

/**
 * Starts the render thread, if need be, and has it draw a few throw-away certificates (loading the fonts, compiling
 * the drawing code), so that the PDFs asked for next come at their usual speed. Once per thread; errors are ignored.
 */
export function warmRenderWorker(): Promise<void> {
  if (broken || worker) return warming ?? Promise.resolve()
  const sample: CertificatePdfInput = {
    code: '0000000000',
    serial: 0,
    title: 'Certificate',
    text: 'Warming up.',
    name: 'Sample',
    conferenceName: 'Sample',
    signatories: [],
    verifyUrl: 'https://example.org/verify/0000000000',
    issuedAt: new Date(0).toISOString(),
  }
  warming = (async () => {
    for (let i = 0; i < WARM_UP_RENDERS; i++) await renderCertificate({ ...sample, serial: i })
  })().catch(() => {})
  return warming
}

/** Whether PDFs are being rendered in the worker thread (false once it failed to run). */
export const renderingInWorker = () => !broken

/** Stops the worker (tests, shutdown); the next render starts another. */
export async function stopRenderWorker() {
  const running = worker
  worker = undefined
  warming = undefined
  await running?.terminate()
}
