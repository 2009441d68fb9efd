import { expect } from 'vitest'
import { useTestApp } from '../../../test/context'

// What the speaker test files share: a valid speaker body and a helper that creates one through the API.

export const speaker = {
  name: 'Dr. A. Sharma',
  specialization: ['Power electronics', 'Electric vehicles'],
  imageUrl: 'https://example.org/sharma.jpg',
  description: 'Works on fast-charging converters.',
}

export type SpeakerJson = { _id: string; name: string; priority: number; imageUrl: string }

export const UNKNOWN = '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'

/** One fresh app for the calling test file, and `create`, which adds a speaker (201) and answers it. */
export function useSpeakerApp() {
  const ctx = useTestApp()

  async function create(token: string, overrides: Record<string, unknown> = {}) {
    const res = await ctx.request('/speaker/create', { method: 'POST', json: { ...speaker, ...overrides }, token })
    expect(res.status).toBe(201)
    return (await res.json()).speaker as SpeakerJson
  }

  return { ctx, create }
}
