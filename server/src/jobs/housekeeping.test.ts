import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PAGE_DEFAULTS } from '../../../common/pages'
import { ADMIN, useTestApp } from '../../test/context'
import { admins, galleryPhotos, images, pages, rateLimitEvents, sessions, speakers } from '../db/schema'
import { imageUrlFor } from '../uploads/images'
import { housekeeping } from './housekeeping'

const ctx = useTestApp()
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000)

describe('housekeeping', () => {
  it('drops expired sessions and old rate-limit rows, keeping live sessions and recent counts', async () => {
    const db = ctx.db.handle.db
    const token = await ctx.login()
    const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, ADMIN.email))
    const hash = (s: string) => createHash('sha256').update(s).digest('hex')
    await db.insert(sessions).values([
      { tokenHash: hash('expired'), adminId: admin!.id, expiresAt: hoursAgo(1) },
      { tokenHash: hash('revoked'), adminId: admin!.id, expiresAt: hoursAgo(-100), revokedAt: hoursAgo(48) },
    ])
    await db.insert(rateLimitEvents).values([
      { bucket: 'login:ip', key: 'old', at: hoursAgo(3) },
      { bucket: 'login:ip', key: 'recent', at: hoursAgo(0.1) },
    ])

    await housekeeping(db)

    const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions)
    expect(left.map((s) => s.tokenHash)).not.toContain(hash('expired'))
    expect(left.map((s) => s.tokenHash)).not.toContain(hash('revoked'))
    expect(left).toHaveLength(1) // the login's own session
    expect((await ctx.request('/user/me', { token })).status).toBe(200)
    const keys = (await db.select({ key: rateLimitEvents.key }).from(rateLimitEvents)).map((r) => r.key)
    expect(keys).toContain('recent')
    expect(keys).not.toContain('old')
  })

  it('removes uploads no record references after a day, never a referenced or recent one', async () => {
    const db = ctx.db.handle.db
    const image = (createdAt: Date) => ({
      contentType: 'image/webp',
      data: new Uint8Array([1, 2, 3]),
      width: 1,
      height: 1,
      byteSize: 3,
      createdAt,
    })
    const rows = await db
      .insert(images)
      .values([
        image(hoursAgo(30)),
        image(hoursAgo(30)),
        image(hoursAgo(30)),
        image(hoursAgo(30)),
        image(hoursAgo(2)),
        image(hoursAgo(30)),
      ])
      .returning({ id: images.id })
    const [orphan, bySpeaker, byGallery, byAdmin, recent, byPage] = rows.map((r) => r.id)
    // A tour's picture, uploaded in /admin/pages: named in the page's blocks.
    const tours = structuredClone(PAGE_DEFAULTS.tours)
    tours.blocks.find((b) => b.name === 'sites')!.items![0]!.image = imageUrlFor(byPage!)
    await db.insert(pages).values({ key: 'tours', title: tours.title, blocks: tours.blocks })
    await db.insert(speakers).values({
      name: 'Kept Speaker',
      specialization: ['Grids'],
      imageUrl: imageUrlFor(bySpeaker!),
      description: 'References an image.',
    })
    await db
      .insert(galleryPhotos)
      .values({ imageUrl: `https://icnari.example.org${imageUrlFor(byGallery!)}`, tags: ['x'] })
    await db
      .update(admins)
      .set({ pic: imageUrlFor(byAdmin!).toUpperCase() })
      .where(eq(admins.email, ADMIN.email))

    const result = await housekeeping(db)

    const left = new Set((await db.select({ id: images.id }).from(images)).map((r) => r.id))
    expect(left.has(orphan!)).toBe(false)
    expect([bySpeaker, byGallery, byAdmin, recent, byPage].every((id) => left.has(id!))).toBe(true)
    expect(result.images).toBe(1)
    // The kept images are still served.
    expect((await ctx.request(imageUrlFor(bySpeaker!).replace('/api', ''))).status).toBe(200)
  })
})
