import { parentPort } from 'node:worker_threads'
import { type CertificatePdfInput, renderCertificatePdf } from './certificate-pdf'

// The PDF render thread (render-pool.ts): drawing, shaping and compressing a PDF is CPU work that would otherwise
// hold up every other request of the process.
parentPort?.on('message', async (message: { id: number; input: CertificatePdfInput }) => {
  try {
    const pdf = await renderCertificatePdf(message.input)
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice()
    parentPort?.postMessage({ id: message.id, pdf: bytes }, [bytes.buffer])
  } catch (err) {
    parentPort?.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) })
  }
})
