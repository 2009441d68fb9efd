import { serveJobs } from '../jobs/off-thread'
import { type PdfJob, renderJob } from './render-job'

// The PDF render thread (render-pool.ts): drawing, shaping and compressing a PDF (certificates, receipts) is CPU
// work that would otherwise hold up every other request of the process. The bytes are handed over, not copied.
serveJobs(async (job: PdfJob) => {
  const pdf = await renderJob(job)
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice()
  return { result: bytes, transfer: [bytes.buffer] }
})
