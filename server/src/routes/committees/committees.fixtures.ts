import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { useTestApp } from '../../../test/context'
import { images } from '../../db/schema'

// What the committee test files share: the four committees, a valid body for each, and helpers on one test app.

export type Kind = 'organising' | 'technical' | 'international' | 'industry'
export const BASE: Record<Kind, string> = {
  organising: '/organisingcommitee',
  technical: '/technicalcommitee',
  international: '/internationalcommitee',
  industry: '/industryprogramme',
}

export const common = {
  name: 'Dr. A. Kumar',
  specialization: ['Power electronics', 'Smart grids'],
  college: 'NIT Patna',
  imageUrl: 'https://example.org/a.jpg',
  description: 'Professor, Department of Electrical Engineering.',
}
export const BODY: Record<Kind, Record<string, unknown>> = {
  organising: { ...common, committee: 'Organizing Chair' },
  technical: { ...common, committee: 'Technical Programme Committee', role: 'Track chair' },
  international: { ...common, committee: 'International Advisory Committee', role: 'Advisor' },
  industry: { ...common, committee: 'Industry Programme Committee', role: 'Co-Chair' },
}

export interface Member {
  _id: string
  name: string
  priority: number | null
  role: string | null
  imageUrl: string
  createdAt: string
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
export const KINDS: Kind[] = ['organising', 'technical', 'international', 'industry']
/** The committees with PATCH /{path}/setPriority/{id}. */
export const WITH_PRIORITY: Kind[] = ['organising', 'technical', 'international', 'industry']

/** One fresh app for the calling test file, with helpers that create and read members through the API. */
export function useCommitteeApp() {
  const ctx = useTestApp()

  async function create(kind: Kind, token: string, extra: Record<string, unknown> = {}): Promise<Member> {
    const res = await ctx.request(`${BASE[kind]}/createMember`, {
      method: 'POST',
      json: { ...BODY[kind], ...extra },
      token,
    })
    expect(res.status).toBe(201)
    return (await res.json()).member
  }

  async function names(kind: Kind): Promise<string[]> {
    const res = await ctx.request(`${BASE[kind]}/getAllMembers`)
    expect(res.status).toBe(200)
    return (await res.json()).members.map((m: Member) => m.name)
  }

  /** Stores a tiny image row directly and answers its URL, as POST /user/image would. */
  async function storedImage(): Promise<string> {
    const [row] = await ctx.db.handle.db
      .insert(images)
      .values({ contentType: 'image/webp', data: new Uint8Array([1, 2, 3]), width: 1, height: 1, byteSize: 3 })
      .returning({ id: images.id })
    return `/api/images/${row!.id}.webp`
  }
  async function imageExists(url: string): Promise<boolean> {
    const id = url.split('/').pop()!.split('.')[0]!
    const rows = await ctx.db.handle.db.select({ id: images.id }).from(images).where(eq(images.id, id))
    return rows.length > 0
  }

  return { ctx, create, names, storedImage, imageExists }
}
