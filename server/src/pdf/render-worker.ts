import { parentPort } from 'node:worker_threads'
import { type PdfJob, renderJob } from './render-job'

// The PDF render thread (render-pool.ts): drawing, shaping and compressing a PDF (certificates, receipts) is CPU
// work that would otherwise hold up every other request of the process.
parentPort?.on('message', async (message: { id: number; job: PdfJob }) => {
  try {
    const pdf = await renderJob(message.job)
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice()
    parentPort?.postMessage({ id: message.id, pdf: bytes }, [bytes.buffer])
  } catch (err) {
    parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) })
  }
})
