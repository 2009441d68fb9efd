import { describe, expect, it } from 'vitest'
import { type SpeakerJson, speaker, UNKNOWN, useSpeakerApp } from './speakers.fixtures'

const { ctx, create } = useSpeakerApp()

describe('speakers', () => {
  it('post /speaker/create answers 201 with message and the speaker, last in the list', async () => {
    const token = await ctx.login()
    const keynote = await create(token, { name: 'The keynote' })
    const res = await ctx.request('/speaker/create', { method: 'POST', json: speaker, token })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.message).toBe('Speaker added successfully.')
    expect(body.speaker).toEqual({
      ...speaker,
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      affiliation: null,
      designation: null,
      priority: keynote.priority + 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it('post /speaker/create splits a comma-separated specialization; imageUrl may be empty or left out', async () => {
    const token = await ctx.login()
    const a = await ctx.request('/speaker/create', {
      method: 'POST',
      json: { ...speaker, specialization: ' Biosensing , Neuromorphic computing,, ', imageUrl: '' },
      token,
    })
    expect(a.status).toBe(201)
    const { speaker: created } = await a.json()
    expect(created.specialization).toEqual(['Biosensing', 'Neuromorphic computing'])
    expect(created.imageUrl).toBe('')
    const { imageUrl: _omit, ...withoutImage } = speaker
    const b = await ctx.request('/speaker/create', { method: 'POST', json: withoutImage, token })
    expect(b.status).toBe(201)
    expect((await b.json()).speaker.imageUrl).toBe('')
  })

  it.each([
    ['name', { name: undefined }, 'Name is required.'],
    ['name', { name: '   ' }, 'Name is required.'],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters.'],
    ['specialization', { specialization: undefined }, 'Specialization must be a list or a comma-separated text.'],
    ['specialization', { specialization: [] }, 'Specialization is required.'],
    ['specialization', { specialization: ' , ' }, 'Specialization is required.'],
    ['specialization', { specialization: 42 }, 'Specialization must be a list or a comma-separated text.'],
    ['description', { description: undefined }, 'Description is required.'],
    ['description', { description: '' }, 'Description is required.'],
    [
      'imageUrl',
      { imageUrl: 'javascript:alert(1)' },
      'Image URL must be an uploaded image URL or an absolute http(s) URL.',
    ],
    ['imageUrl', { imageUrl: '/etc/passwd' }, 'Image URL must be an uploaded image URL or an absolute http(s) URL.'],
    ['imageUrl', { imageUrl: 7 }, 'Image URL must be text.'],
  ])('post /speaker/create rejects a bad %s with 400 and the field named (%#)', async (field, overrides, message) => {
    const token = await ctx.login()
    const res = await ctx.request('/speaker/create', { method: 'POST', json: { ...speaker, ...overrides }, token })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.issues).toContainEqual({ path: field, message })
  })

  it('admin writes without a token or with a forged one answer 401 and change nothing', async () => {
    const token = await ctx.login()
    const existing = await create(token, { name: 'Unchanged' })
    const before = (await (await ctx.request('/speaker/all')).json()).totalCount
    const calls: [string, string, unknown][] = [
      ['POST', '/speaker/create', speaker],
      ['PUT', `/speaker/update/${existing._id}`, { ...speaker, name: 'Changed' }],
      ['PATCH', `/speaker/setPriority/${existing._id}`, { priority: 5 }],
      ['DELETE', `/speaker/delete/${existing._id}`, undefined],
    ]
    for (const [method, path, json] of calls) {
      for (const t of [undefined, 'forged-token']) {
        const res = await ctx.request(path, { method, json, token: t })
        expect(res.status, `${method} ${path} token=${t}`).toBe(401)
        expect((await res.json()).message).toEqual(expect.any(String))
      }
    }
    expect((await (await ctx.request('/speaker/all')).json()).totalCount).toBe(before)
    const still = await (await ctx.request(`/speaker/get/${existing._id}`)).json()
    expect(still).toMatchObject({ name: 'Unchanged', priority: existing.priority })
  })

  it('get /speaker/get/{id} answers the bare speaker; unknown and malformed ids answer 404', async () => {
    const token = await ctx.login()
    const created = await create(token, { name: 'Fetch me' })
    const res = await ctx.request(`/speaker/get/${created._id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(created)
    for (const id of [UNKNOWN, 'not-a-uuid', "1' or '1'='1"]) {
      const miss = await ctx.request(`/speaker/get/${encodeURIComponent(id)}`)
      expect(miss.status).toBe(404)
      expect(await miss.json()).toEqual({ message: 'Speaker not found.' })
    }
  })

  it('get /speaker/all sorts by ascending priority, then newest first', async () => {
    const token = await ctx.login()
    const tag = `order-${Date.now()}`
    const s1 = await create(token, { name: `${tag}-1` })
    const s2 = await create(token, { name: `${tag}-2` })
    const s3 = await create(token, { name: `${tag}-3` })
    const s4 = await create(token, { name: `${tag}-4` })
    for (const [s, priority] of [
      [s1, 2],
      [s2, 0],
      [s3, 0],
      [s4, 1],
    ] as const) {
      const res = await ctx.request(`/speaker/setPriority/${s._id}`, { method: 'PATCH', json: { priority }, token })
      expect(res.status).toBe(200)
    }
    const all = await (await ctx.request('/speaker/all')).json()
    const names = (all.data as SpeakerJson[]).map((s) => s.name).filter((n) => n.startsWith(tag))
    expect(names).toEqual([`${tag}-3`, `${tag}-2`, `${tag}-4`, `${tag}-1`])
    expect(all).toMatchObject({ totalCount: all.data.length, currentPage: 1, pageSize: all.data.length, totalPages: 1 })
    const priorities = (all.data as SpeakerJson[]).map((s) => s.priority)
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b))
  })

  it('get /speaker/all pages with skip and limit and refuses a bad limit', async () => {
    const token = await ctx.login()
    await create(token, { name: 'Page A' })
    await create(token, { name: 'Page B' })
    const all = await (await ctx.request('/speaker/all')).json()
    const page = await (await ctx.request('/speaker/all?skip=1&limit=1')).json()
    expect(page.data).toEqual([all.data[1]])
    expect(page).toMatchObject({ totalCount: all.totalCount, currentPage: 2, pageSize: 1, totalPages: all.totalCount })
    for (const q of ['limit=abc', 'limit=0', 'skip=-1']) {
      const bad = await ctx.request(`/speaker/all?${q}`)
      expect(bad.status, q).toBe(400)
    }
  })

  it('put /speaker/update/{id} answers 201 with the speaker; keeps priority, and the image when imageUrl is left out', async () => {
    const token = await ctx.login()
    const created = await create(token, { name: 'Before' })
    await ctx.request(`/speaker/setPriority/${created._id}`, { method: 'PATCH', json: { priority: 3 }, token })
    const res = await ctx.request(`/speaker/update/${created._id}`, {
      method: 'PUT',
      json: { name: 'After', specialization: 'Renewable energy, Photovoltaics', description: 'New text.' },
      token,
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body).toEqual({
      message: 'Speaker updated successfully.',
      speaker: {
        ...created,
        name: 'After',
        specialization: ['Renewable energy', 'Photovoltaics'],
        description: 'New text.',
        priority: 3,
      },
    })
    const cleared = await ctx.request(`/speaker/update/${created._id}`, {
      method: 'PUT',
      json: { ...speaker, imageUrl: '' },
      token,
    })
    expect((await cleared.json()).speaker.imageUrl).toBe('')
    const fetched = await (await ctx.request(`/speaker/get/${created._id}`)).json()
    expect(fetched.imageUrl).toBe('')
  })

  it('put /speaker/update/{id} validates like create and answers 404 for unknown and malformed ids', async () => {
    const token = await ctx.login()
    const created = await create(token)
    const bad = await ctx.request(`/speaker/update/${created._id}`, {
      method: 'PUT',
      json: { ...speaker, name: '', specialization: [], description: undefined, imageUrl: 'ftp://x/y.png' },
      token,
    })
    expect(bad.status).toBe(400)
    const paths = (await bad.json()).issues.map((i: { path: string }) => i.path).sort()
    expect(paths).toEqual(['description', 'imageUrl', 'name', 'specialization'])
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      const res = await ctx.request(`/speaker/update/${id}`, { method: 'PUT', json: speaker, token })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Speaker not found.' })
    }
  })

  it('patch /speaker/setPriority/{id} accepts 0 and whole numbers, answering 200 with the speaker', async () => {
    const token = await ctx.login()
    const created = await create(token)
    const seven = await ctx.request(`/speaker/setPriority/${created._id}`, {
      method: 'PATCH',
      json: { priority: 7 },
      token,
    })
    expect(seven.status).toBe(200)
    expect(await seven.json()).toEqual({
      message: 'Priority updated successfully.',
      speaker: { ...created, priority: 7 },
    })
    const zero = await ctx.request(`/speaker/setPriority/${created._id}`, {
      method: 'PATCH',
      json: { priority: 0 },
      token,
    })
    expect(zero.status).toBe(200)
    expect((await zero.json()).speaker.priority).toBe(0)
  })

  it.each([[-1], [1.5], ['3'], [null], [undefined], [true]])(
    'patch /speaker/setPriority/{id} rejects priority %j with 400',
    async (priority) => {
      const token = await ctx.login()
      const created = await create(token)
      const res = await ctx.request(`/speaker/setPriority/${created._id}`, {
        method: 'PATCH',
        json: { priority },
        token,
      })
      expect(res.status).toBe(400)
      expect((await res.json()).issues).toContainEqual({
        path: 'priority',
        message: 'Priority must be a whole number of 0 or more.',
      })
      expect((await (await ctx.request(`/speaker/get/${created._id}`)).json()).priority).toBe(created.priority)
    },
  )

  it('patch /speaker/setPriority/{id} answers 404 for unknown and malformed ids', async () => {
    const token = await ctx.login()
    for (const id of [UNKNOWN, 'nope']) {
      const res = await ctx.request(`/speaker/setPriority/${id}`, { method: 'PATCH', json: { priority: 1 }, token })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Speaker not found.' })
    }
  })

  it('delete /speaker/delete/{id} answers 200 with a message; then the speaker is gone', async () => {
    const token = await ctx.login()
    const created = await create(token, { name: 'To delete' })
    const res = await ctx.request(`/speaker/delete/${created._id}`, { method: 'DELETE', token })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Speaker deleted successfully.' })
    expect((await ctx.request(`/speaker/get/${created._id}`)).status).toBe(404)
    const all = await (await ctx.request('/speaker/all')).json()
    expect(all.data.find((s: SpeakerJson) => s._id === created._id)).toBeUndefined()
    for (const id of [created._id, 'not-a-uuid']) {
      const again = await ctx.request(`/speaker/delete/${id}`, { method: 'DELETE', token })
      expect(again.status).toBe(404)
      expect(await again.json()).toEqual({ message: 'Speaker not found.' })
    }
  })
})
