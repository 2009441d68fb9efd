import { performance } from 'node:perf_hooks'
import { OffThread } from '../jobs/off-thread'
import type { CertificatePdfInput } from './certificate-pdf'
import type { ReceiptPdfInput } from './receipt-pdf'
import { type PdfJob, renderJob } from './render-job'

// PDFs are rendered off the request path (issue 53 item 5) in one worker thread (jobs/off-thread.ts), started on
// first use (or warmed at start-up) and kept. From source the worker is render-worker.ts run through tsx; from the
// bundle it is dist/pdf-worker.js (scripts/build.mjs). Should the thread not start, PDFs are drawn in this thread.
const thread = new OffThread<PdfJob, Uint8Array>({
  entry: {
    source: new URL('./render-worker.ts', import.meta.url),
    bundled: new URL('./pdf-worker.js', import.meta.url),
  },
  runHere: renderJob,
})

/** A PDF rendered in the worker thread (in this one if the worker cannot run). */
async function render(job: PdfJob): Promise<Buffer> {
  const pdf = await thread.run(job)
  return Buffer.isBuffer(pdf) ? pdf : Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
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
  if (!thread.inThread || thread.running) return warming ?? Promise.resolve()
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

/** How often, and below which use of this thread's event loop, warmRenderWorkerWhenQuiet looks and acts. */
const QUIET = { everyMs: 1000, utilisation: 0.1 }

/**
 * Warms the render thread (warmRenderWorker) in the background at the first second this thread is nearly idle after
 * start-up, so that the first PDFs after a restart come at their usual speed without the warm-up (about 0.6 s of CPU)
 * ever competing with visitors' requests or the start itself. Answers a function that stops waiting.
 */
export function warmRenderWorkerWhenQuiet(): () => void {
  let last = performance.eventLoopUtilization()
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    const { utilization } = performance.eventLoopUtilization(now, last)
    last = now
    if (utilization >= QUIET.utilisation) return
    clearInterval(timer)
    void warmRenderWorker()
  }, QUIET.everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** Whether the render thread is running now. */
export const renderWorkerStarted = () => thread.running

/** Whether PDFs are being rendered in the worker thread (false once it failed to run). */
export const renderingInWorker = () => thread.inThread

/** Stops the worker (tests, shutdown); the next render starts another. */
export async function stopRenderWorker() {
  warming = undefined
  await thread.stop()
}
