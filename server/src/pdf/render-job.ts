import { type CertificatePdfInput, renderCertificatePdf } from './certificate-pdf'
import { type ReceiptPdfInput, renderReceiptPdf } from './receipt-pdf'

/** What the render thread draws: the plain data of one PDF, by kind. */
export type PdfJob = { kind: 'certificate'; input: CertificatePdfInput } | { kind: 'receipt'; input: ReceiptPdfInput }

/** Draws a job in the calling thread: the worker's body (render-worker.ts), and the pool's fallback. */
export function renderJob(job: PdfJob): Promise<Buffer> {
  return job.kind === 'certificate' ? renderCertificatePdf(job.input) : renderReceiptPdf(job.input)
}
