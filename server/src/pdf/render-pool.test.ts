import { afterAll, describe, expect, it } from 'vitest'
import { renderCertificate, renderingInWorker, stopRenderWorker, warmRenderWorker } from './render-pool'

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
})
