import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { committeeMembers } from '../src/db/schema'
import { fetchImage, solidImage } from '../src/routes/images/images.fixtures'
import { type TestContext, useTestApp } from './context'

// Issue 22 item 5: image URLs in answers are absolute (PUBLIC_URL, else the request's origin), stored relative,
// and uploaded images may be embedded from any origin (docs/decisions/026-absolute-image-urls.md). Issue 31: without PUBLIC_URL
// only loopback hosts are answered (http/site-origin.ts), so the request origins here are loopback ones.

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.source
const MEMBER = {
  name: 'Ms. R. Sinha',
  specialization: ['Power systems'],
  college: 'Industry Partner Ltd',
  committee: 'Industry Programme Committee',
  description: 'Head of research.',
}

async function upload(ctx: TestContext, token: string, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.append('image', new Blob([await solidImage('png', 20, 10)], { type: 'image/png' }), 'a.png')
  const res = await ctx.request('/user/image', { method: 'POST', body: form, token, headers })
  expect(res.status).toBe(200)
  return (await res.json()).result as string
}

const listed = async (ctx: TestContext, headers: Record<string, string>) =>
  (
    (await (await ctx.request('/industryprogramme/getAllMembers', { headers })).json()).members as {
      imageUrl: string
    }[]
  ).map((m) => m.imageUrl)

describe('without PUBLIC_URL: the request origin', () => {
  const ctx = useTestApp()

  it('POST /user/image answers an absolute URL on the origin the request was sent to', async () => {
    const token = await ctx.login()
    expect(await upload(ctx, token, { host: 'localhost:8080' })).toMatch(
      new RegExp(`^http://localhost:8080/api/images/${ID}\\.webp$`),
    )
    // Without a trusted proxy, X-Forwarded-* are the client's own words and are ignored.
    const forged = await upload(ctx, token, {
      host: 'localhost',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(forged).toMatch(/^http:\/\/localhost\/api\/images\//)
  })

  it('a cached list never shows one origin base to another; an edit form sending the absolute URL back stores it relative', async () => {
    const token = await ctx.login()
    const url = await upload(ctx, token, { host: 'localhost' })
    const created = await ctx.request('/industryprogramme/createMember', {
      method: 'POST',
      json: { ...MEMBER, imageUrl: url },
      token,
      headers: { host: 'localhost' },
    })
    expect(created.status).toBe(201)
    const member = (await created.json()).member as { _id: string; imageUrl: string }
    expect(member.imageUrl).toBe(url)
    const [row] = await ctx.db.handle.db.select().from(committeeMembers).where(eq(committeeMembers.id, member._id))
    expect(row!.imageUrl).toBe(new URL(url).pathname)

    expect(await listed(ctx, { host: 'localhost' })).toEqual([url])
    expect(await listed(ctx, { host: 'localhost' })).toEqual([url]) // from the cache
    expect(await listed(ctx, { host: '127.0.0.1' })).toEqual([url.replace('localhost', '127.0.0.1')])

    // Our image on another site's origin is not ours: kept as given.
    const foreign = url.replace('http://localhost', 'https://elsewhere.example')
    const put = await ctx.request(`/industryprogramme/updateMember/${member._id}`, {
      method: 'PUT',
      json: { ...MEMBER, imageUrl: foreign },
      token,
      headers: { host: 'localhost' },
    })
    expect((await put.json()).member.imageUrl).toBe(foreign)
    // The replaced upload was ours and is now unused: deleteImageIfUnused still matches the stored relative URL.
    expect((await fetchImage(ctx, url)).status).toBe(404)
  })

  it('images answer Cross-Origin-Resource-Policy: cross-origin; every other answer keeps same-origin', async () => {
    const token = await ctx.login()
    const url = await upload(ctx, token)
    expect((await fetchImage(ctx, url)).headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect((await ctx.request('/papers/all')).headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(
      (await ctx.request('/user/image', { method: 'POST', token })).headers.get('cross-origin-resource-policy'),
    ).toBe('same-origin')
  })
})

describe('behind one trusted proxy', () => {
  const ctx = useTestApp({ trustProxy: 1 })

  it('takes the scheme and host from X-Forwarded-Proto and -Host, and refuses a forwarded host it does not serve', async () => {
    const token = await ctx.login()
    const url = await upload(ctx, token, {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'localhost:8443',
      'x-forwarded-proto': 'https',
    })
    expect(url).toMatch(/^https:\/\/localhost:8443\/api\/images\//)
    const elsewhere = await ctx.request('/papers/all', {
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'icnari.example.org' },
    })
    expect(elsewhere.status).toBe(421)
    expect((await elsewhere.json()).message).toMatch(/PUBLIC_URL/)
  })
})

describe('with PUBLIC_URL', () => {
  const ctx = useTestApp({ publicUrl: 'https://icnari2026.example.org/' })

  it('every image URL is on PUBLIC_URL whatever the request origin; absolute URLs of either are stored relative', async () => {
    const token = await ctx.login()
    const url = await upload(ctx, token, { host: 'localhost:3000' })
    expect(url).toMatch(new RegExp(`^https://icnari2026\\.example\\.org/api/images/${ID}\\.webp$`))
    const onRequestOrigin = url.replace('https://icnari2026.example.org', 'http://localhost:3000')
    const res = await ctx.request('/speaker/create', {
      method: 'POST',
      json: { name: 'Dr. P', specialization: ['x'], description: 'd', imageUrl: onRequestOrigin },
      token,
      headers: { host: 'localhost:3000' },
    })
    expect((await res.json()).speaker.imageUrl).toBe(url)
    const list = await (await ctx.request('/speaker/all', { headers: { host: '127.0.0.1:1' } })).json()
    expect(list.data.map((s: { imageUrl: string }) => s.imageUrl)).toEqual([url])
  })
})
