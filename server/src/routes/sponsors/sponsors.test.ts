import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { auditLog } from '../../db/schema'
import { fetchImage, uploadedImageUrl } from '../images/images.fixtures'

// Issue 54 item 2: sponsors with their logos — public list, audited admin writes, logos uploaded like other images.
const ctx = useTestApp()
type Json = Record<string, any>

const list = async () => (await (await ctx.request('/sponsors')).json()).sponsors as Json[]

describe('sponsors', () => {
  it('are added with an uploaded logo, listed in wall order, changed, and removed with their logo', async () => {
    const token = await ctx.login()
    expect(await list()).toEqual([])
    const logo = await uploadedImageUrl(ctx, token)
    const add = async (json: Json) => {
      const res = await ctx.request('/sponsors', { method: 'POST', json, token })
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
      return (await res.json()) as { message: string; sponsor: Json }
    }
    const gold = await add({ name: 'Gold Co', tier: 'GOLD', logoUrl: logo, link: 'https://gold.example.com' })
    expect(gold.message).toBe('Sponsor added.')
    expect(gold.sponsor).toEqual({
      _id: expect.any(String),
      name: 'Gold Co',
      tier: 'GOLD',
      logoUrl: expect.stringMatching(/\/api\/images\/[0-9a-f-]{36}\.webp$/),
      link: 'https://gold.example.com/',
      position: 0,
    })
    const platinum = (await add({ name: 'Plat Co', tier: 'PLATINUM', logoUrl: 'https://cdn.example.com/p.png' }))
      .sponsor
    expect(platinum).toMatchObject({ position: 1, link: null })
    expect((await list()).map((s) => s.name)).toEqual(['Gold Co', 'Plat Co'])

    // Moved first (its position), renamed; the public list (cached) shows it at once.
    const put = await ctx.request(`/sponsors/${platinum._id}`, {
      method: 'PUT',
      json: { name: 'Platinum Co', tier: 'PLATINUM', logoUrl: platinum.logoUrl, position: 0 },
      token,
    })
    expect(put.status).toBe(200)
    expect((await put.json()).sponsor).toMatchObject({ name: 'Platinum Co', position: 0 })
    await ctx.request(`/sponsors/${gold.sponsor._id}`, {
      method: 'PUT',
      json: { ...gold.sponsor, position: 1 },
      token,
    })
    expect((await list()).map((s) => s.name)).toEqual(['Platinum Co', 'Gold Co'])

    expect((await fetchImage(ctx, logo)).status).toBe(200)
    const del = await ctx.request(`/sponsors/${gold.sponsor._id}`, { method: 'DELETE', token })
    expect(del.status).toBe(200)
    expect(await del.json()).toEqual({ message: 'Sponsor removed.' })
    expect((await list()).map((s) => s.name)).toEqual(['Platinum Co'])
    expect((await fetchImage(ctx, logo)).status).toBe(404)

    const audits = await ctx.db.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sponsor'), eq(auditLog.entityId, gold.sponsor._id)))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update'])
  })

  it('keep a logo another record still uses when one is deleted', async () => {
    const token = await ctx.login()
    const logo = await uploadedImageUrl(ctx, token)
    const a = await ctx.request('/sponsors', {
      method: 'POST',
      json: { name: 'A', tier: 'SILVER', logoUrl: logo },
      token,
    })
    const s = await ctx.request('/speaker/create', {
      method: 'POST',
      json: { name: 'S', specialization: 'x', description: 'd', imageUrl: logo },
      token,
    })
    await ctx.request(`/speaker/delete/${(await s.json()).speaker._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, logo)).status).toBe(200)
    await ctx.request(`/sponsors/${(await a.json()).sponsor._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, logo)).status).toBe(404)
  })

  it('refuse bad input with 400 naming the field, unknown ids with 404, writes without a token with 401', async () => {
    const token = await ctx.login()
    const bad = await ctx.request('/sponsors', {
      method: 'POST',
      json: { name: ' ', tier: 'Diamond', logoUrl: '', link: 'javascript:alert(1)' },
      token,
    })
    expect(bad.status).toBe(400)
    const issues = (await bad.json()).issues as { path: string; message: string }[]
    expect(issues.map((i) => i.path).sort()).toEqual(['link', 'logoUrl', 'name', 'tier'])
    expect(issues).toContainEqual({
      path: 'tier',
      message: 'Tier must be one of PLATINUM, GOLD, SILVER, BRONZE, Academic/Industrial.',
    })
    const body = { name: 'N', tier: 'GOLD', logoUrl: 'https://cdn.example.com/n.png' }
    const unknown = '3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f'
    expect((await ctx.request(`/sponsors/${unknown}`, { method: 'PUT', json: body, token })).status).toBe(404)
    expect((await ctx.request('/sponsors/nope', { method: 'DELETE', token })).status).toBe(404)
    expect((await ctx.request('/sponsors', { method: 'POST', json: body })).status).toBe(401)
    expect((await ctx.request(`/sponsors/${unknown}`, { method: 'DELETE' })).status).toBe(401)
  })
})
