import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  renderCertificate,
  renderingInWorker,
  renderWorkerStarted,
  stopRenderWorker,
  warmRenderWorker,
  warmRenderWorkerWhenQuiet,
} from './render-pool'

afterAll(() => stopRenderWorker())

describe('the PDF render thread', () => {
  it('is warmed once (throw-away certificates drawn in the thread), then draws PDFs as asked', async () => {
    await stopRenderWorker()
    const warming = warmRenderWorker()
    expect(warmRenderWorker()).toBe(warming)
    await warming
    expect(renderingInWorker()).toBe(true)
    const pdf = await renderCertificate({
      code: 'ABCDEFGHJK',
      serial: 7,
      title: 'Certificate',
      text: 'Took part.',
      name: 'Asha Verma',
      conferenceName: 'ICT 2027',
      signatories: [],
      verifyUrl: 'https://ict.example.org/verify/ABCDEFGHJK',
      issuedAt: '2027-02-11T10:00:00Z',
    })
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
  })

  it('is warmed at start-up at the first quiet second, not before', async () => {
    await stopRenderWorker()
    const stop = warmRenderWorkerWhenQuiet()
    expect(renderWorkerStarted()).toBe(false)
    await vi.waitFor(() => expect(renderWorkerStarted()).toBe(true), { timeout: 5000, interval: 100 })
    stop()
    await warmRenderWorker()
  })
})
