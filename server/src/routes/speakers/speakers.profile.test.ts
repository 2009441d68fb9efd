import { describe, expect, it } from 'vitest'
import { useSpeakerApp } from './speakers.fixtures'

// Issue 54 item 3: a speaker's affiliation and designation (optional), and a new speaker at the end of the list.

const { ctx, create } = useSpeakerApp()
type Json = Record<string, any>

describe('speaker affiliation and designation', () => {
  it('are stored on create, kept when an update leaves them out, removed when sent empty or null', async () => {
    const token = await ctx.login()
    const s = await create(token, { affiliation: ' IIT Delhi ', designation: 'Professor' })
    expect(s).toMatchObject({ affiliation: 'IIT Delhi', designation: 'Professor' })
    const base = { name: 'Renamed', specialization: ['Grids'], description: 'd' }
    const put = async (json: Json) =>
      (await (await ctx.request(`/speaker/update/${s._id}`, { method: 'PUT', json, token })).json()).speaker
    expect(await put(base)).toMatchObject({ affiliation: 'IIT Delhi', designation: 'Professor' })
    expect(await put({ ...base, affiliation: '', designation: null })).toMatchObject({
      affiliation: null,
      designation: null,
    })
  })

  it('refuses one too long with 400 naming it', async () => {
    const token = await ctx.login()
    const res = await ctx.request('/speaker/create', {
      method: 'POST',
      json: { name: 'N', specialization: 'S', description: 'D', affiliation: 'x'.repeat(201) },
      token,
    })
    expect(res.status).toBe(400)
    expect((await res.json()).issues).toContainEqual({
      path: 'affiliation',
      message: 'Affiliation must be at most 200 characters.',
    })
  })

  it('a new speaker goes after the keynote set first, however the list was ordered', async () => {
    const token = await ctx.login()
    const keynote = await create(token, { name: 'Keynote' })
    await ctx.request(`/speaker/setPriority/${keynote._id}`, { method: 'PATCH', json: { priority: 0 }, token })
    const newcomer = await create(token, { name: 'Newcomer' })
    const names = ((await (await ctx.request('/speaker/all')).json()).data as Json[]).map((x) => x.name)
    expect(names.indexOf('Keynote')).toBeLessThan(names.indexOf('Newcomer'))
    expect(names.at(-1)).toBe('Newcomer')
    expect(newcomer.priority).toBeGreaterThan(0)
  })
})
