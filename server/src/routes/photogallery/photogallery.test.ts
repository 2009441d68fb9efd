import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { fetchImage, uploadedImageUrl } from '../images/images.fixtures'

const ctx = useTestApp()

const UNKNOWN = '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'
const photo = { imageUrl: 'https://example.org/gallery/1.jpg', tags: ['inauguration', 'day 1'] }

type PhotoJson = { _id: string; imageUrl: string; tags: string[]; createdAt: string }

async function upload(token: string, overrides: Record<string, unknown> = {}) {
  const res = await ctx.request('/photogallery/upload', { method: 'POST', json: { ...photo, ...overrides }, token })
  expect(res.status).toBe(201)
  return (await res.json()).photo as PhotoJson
}

describe('photo gallery', () => {
  it('post /photogallery/upload answers 201 with message and photo', async () => {
    const token = await ctx.login()
    const url = await uploadedImageUrl(ctx, token)
    const res = await ctx.request('/photogallery/upload', { method: 'POST', json: { ...photo, imageUrl: url }, token })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({
      message: 'Photo added to the gallery.',
      photo: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        imageUrl: url,
        tags: photo.tags,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    })
  })

  it('post /photogallery/upload splits comma-separated tags', async () => {
    const token = await ctx.login()
    const created = await upload(token, { tags: ' stage , , dinner,' })
    expect(created.tags).toEqual(['stage', 'dinner'])
  })

  it.each([
    ['imageUrl', { imageUrl: undefined }, 'Image URL is required.'],
    ['imageUrl', { imageUrl: '' }, 'Image URL is required.'],
    ['imageUrl', { imageUrl: '   ' }, 'Image URL is required.'],
    [
      'imageUrl',
      { imageUrl: 'javascript:alert(1)' },
      'Image URL must be an uploaded image URL or an absolute http(s) URL.',
    ],
    [
      'imageUrl',
      { imageUrl: 'data:image/png;base64,AAAA' },
      'Image URL must be an uploaded image URL or an absolute http(s) URL.',
    ],
    ['imageUrl', { imageUrl: 12 }, 'Image URL must be text.'],
    ['tags', { tags: undefined }, 'Tags must be a list or a comma-separated text.'],
    ['tags', { tags: '' }, 'Tags is required.'],
    ['tags', { tags: [] }, 'Tags is required.'],
    ['tags', { tags: { a: 1 } }, 'Tags must be a list or a comma-separated text.'],
  ])(
    'post /photogallery/upload rejects a bad %s with 400 and the field named (%#)',
    async (field, overrides, message) => {
      const token = await ctx.login()
      const res = await ctx.request('/photogallery/upload', { method: 'POST', json: { ...photo, ...overrides }, token })
      expect(res.status).toBe(400)
      expect((await res.json()).issues).toContainEqual({ path: field, message })
    },
  )

  it('admin writes without a token or with a forged one answer 401 and change nothing', async () => {
    const token = await ctx.login()
    const existing = await upload(token)
    const before = (await (await ctx.request('/photogallery/all')).json()).length
    for (const t of [undefined, 'forged-token']) {
      const add = await ctx.request('/photogallery/upload', { method: 'POST', json: photo, token: t })
      expect(add.status).toBe(401)
      const del = await ctx.request(`/photogallery/delete/${existing._id}`, { method: 'DELETE', token: t })
      expect(del.status).toBe(401)
      expect((await del.json()).message).toEqual(expect.any(String))
    }
    const after = await (await ctx.request('/photogallery/all')).json()
    expect(after.length).toBe(before)
    expect(after.some((p: PhotoJson) => p._id === existing._id)).toBe(true)
  })

  it('get /photogallery/all answers a bare array, newest first', async () => {
    const token = await ctx.login()
    const a = await upload(token, { tags: 'first' })
    const b = await upload(token, { tags: 'second' })
    const c = await upload(token, { tags: 'third' })
    const res = await ctx.request('/photogallery/all')
    expect(res.status).toBe(200)
    const list = (await res.json()) as PhotoJson[]
    expect(Array.isArray(list)).toBe(true)
    const ids = list.map((p) => p._id).filter((id) => [a._id, b._id, c._id].includes(id))
    expect(ids).toEqual([c._id, b._id, a._id])
    expect(list.find((p) => p._id === c._id)).toEqual(c)
    const times = list.map((p) => Date.parse(p.createdAt))
    expect(times).toEqual([...times].sort((x, y) => y - x))
  })

  it('delete /photogallery/delete/{id} answers 200 with a message; unknown and malformed ids answer 404', async () => {
    const token = await ctx.login()
    const created = await upload(token)
    const res = await ctx.request(`/photogallery/delete/${created._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Photo deleted successfully.' })
    const list = await (await ctx.request('/photogallery/all')).json()
    expect(list.some((p: PhotoJson) => p._id === created._id)).toBe(false)
    for (const id of [created._id, UNKNOWN, 'not-a-uuid']) {
      const again = await ctx.request(`/photogallery/delete/${id}`, { method: 'DELETE', token })
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ message: 'Photo not found.' })
    }
  })

  it('deleting a photo removes its uploaded image, but not one a speaker still uses', async () => {
    const token = await ctx.login()
    const own = await uploadedImageUrl(ctx, token)
    const p1 = await upload(token, { imageUrl: own })
    await ctx.request(`/photogallery/delete/${p1._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, own)).status).toBe(404)

    const shared = await uploadedImageUrl(ctx, token)
    const p2 = await upload(token, { imageUrl: shared })
    const s = await ctx.request('/speaker/create', {
      method: 'POST',
      json: { name: 'S', specialization: 'x', description: 'd', imageUrl: shared },
      token,
    })
    expect(s.status).toBe(201)
    await ctx.request(`/photogallery/delete/${p2._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, shared)).status).toBe(200)
  })

  it('deleting a photo with an external image URL leaves stored images alone', async () => {
    const token = await ctx.login()
    const stored = await uploadedImageUrl(ctx, token)
    const p = await upload(token, { imageUrl: 'https://example.org/x.jpg' })
    const res = await ctx.request(`/photogallery/delete/${p._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    // An uploaded image nothing references yet (mid-form) is not swept by an unrelated delete.
    expect((await fetchImage(ctx, stored)).status).toBe(200)
  })
})
