import { expect } from 'vitest'
import type { TestContext } from '../../../test/context'
import { uploadedImageUrl } from '../images/images.fixtures'

// Shared by the editions' tests: the edition a switch starts, and content an archive has to carry.

/** The body of POST /editions/next that starts ICNARI 2027 after ICNARI 2026. */
export const NEXT_EDITION = {
  name: 'International Conference on Next-Generation Adaptive Research and Innovations',
  shortName: 'ICNARI 2027',
  acronym: 'icnari2027',
  year: 2027,
  startDate: '2027-03-05',
  endDate: '2027-03-07',
  publicUrl: 'https://icnari2027.example.org',
}

/** Adds a speaker with an uploaded photo (so an archive must copy the image) and answers the photo's URL. */
export async function addSpeakerWithPhoto(ctx: TestContext, token: string): Promise<string> {
  const imageUrl = await uploadedImageUrl(ctx, token)
  const res = await ctx.request('/speaker/create', {
    method: 'POST',
    json: { name: 'Dr. Archived', specialization: ['x'], description: 'd', imageUrl },
    token,
  })
  expect(res.status).toBe(201)
  return imageUrl
}
