import { beforeAll, describe, expect, it } from 'vitest'
import { pruneUnusedImages, UNUSED_IMAGE_GRACE_MS } from '../src/jobs/housekeeping'
import { solidImage } from '../src/routes/images/images.fixtures'
import { useTestApp } from './context'

// Issue 50 (low): deleting a speaker who is in the published programme deleted their image, and the archive and
// the edition switch then refused to run ("missing file") until the next publish. An image the programme names
// (published, or a person of the draft) is in use.

describe('images the programme names', () => {
  const ctx = useTestApp()
  let token = ''
  const upload = async () => {
    const form = new FormData()
    form.append('image', new Blob([await solidImage('png', 20, 10)], { type: 'image/png' }), 'a.png')
    return (await (await ctx.request('/user/image', { method: 'POST', body: form, token })).json()).result as string
  }
  /** The image's own answer (ctx.request adds /api). */
  const stored = async (url: string) => (await ctx.request(url.replace(/^.*\/api\//, '/'))).status
  const send = async (method: string, path: string, json: unknown) => {
    const res = await ctx.request(path, { method, json, token })
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return res.json()
  }
  beforeAll(async () => {
    token = await ctx.login()
  })

  it('deleting a speaker of the published programme keeps their image, which the programme still shows', async () => {
    const image = await upload()
    const { speaker } = await send('POST', '/speaker/create', {
      name: 'Dr. Published',
      specialization: ['Grids'],
      description: 'd',
      imageUrl: image,
    })
    await send('POST', '/programme/sessions', {
      kind: 'keynote',
      title: 'Opening keynote',
      start: '2026-03-06T10:00:00+05:30',
      end: '2026-03-06T11:00:00+05:30',
      speakerIds: [speaker._id],
    })
    await send('POST', '/programme/publish', {})
    expect((await ctx.request(`/speaker/delete/${speaker._id}`, { method: 'DELETE', token })).status).toBe(200)
    expect(await stored(image)).toBe(200)
    // Nor does housekeeping take it, however old it grows.
    await pruneUnusedImages(ctx.db.handle.db, new Date(Date.now() + 2 * UNUSED_IMAGE_GRACE_MS))
    expect(await stored(image)).toBe(200)
  })

  it('a person of a draft session keeps their image through housekeeping', async () => {
    const image = await upload()
    await send('POST', '/programme/sessions', {
      kind: 'panel',
      title: 'Panel',
      people: [{ name: 'Ravi Kumar', role: 'Moderator', imageUrl: image }],
    })
    const unused = await upload()
    await pruneUnusedImages(ctx.db.handle.db, new Date(Date.now() + 2 * UNUSED_IMAGE_GRACE_MS))
    expect(await stored(image)).toBe(200)
    expect(await stored(unused)).toBe(404)
  })
})
