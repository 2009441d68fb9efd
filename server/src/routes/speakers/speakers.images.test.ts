import { describe, expect, it } from 'vitest'
import { committeeMembers } from '../../db/schema'
import { fetchImage, uploadedImageUrl } from '../images/images.fixtures'
import { speaker, useSpeakerApp } from './speakers.fixtures'

// A speaker's uploaded image is deleted with it, or on replacement, only once nothing else uses it.
const { ctx, create } = useSpeakerApp()

describe('speakers', () => {
  it('deleting a speaker removes its uploaded image when nothing else uses it', async () => {
    const token = await ctx.login()
    const url = await uploadedImageUrl(ctx, token)
    expect((await fetchImage(ctx, url)).status).toBe(200)
    const created = await create(token, { imageUrl: url })
    await ctx.request(`/speaker/delete/${created._id}`, { method: 'DELETE', token })
    const gone = await fetchImage(ctx, url)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ message: 'Image not found.' })
  })

  it('deleting a speaker keeps an image another speaker, a gallery photo, a committee member or an admin still uses', async () => {
    const token = await ctx.login()
    const db = ctx.db.handle.db
    // Another speaker.
    const shared = await uploadedImageUrl(ctx, token)
    const a = await create(token, { imageUrl: shared })
    const b = await create(token, { imageUrl: shared })
    await ctx.request(`/speaker/delete/${a._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, shared)).status).toBe(200)
    await ctx.request(`/speaker/delete/${b._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, shared)).status).toBe(404)

    // A gallery photo.
    const inGallery = await uploadedImageUrl(ctx, token)
    const s1 = await create(token, { imageUrl: inGallery })
    const photo = await ctx.request('/photogallery/upload', {
      method: 'POST',
      json: { imageUrl: inGallery, tags: 'x' },
      token,
    })
    expect(photo.status).toBe(201)
    await ctx.request(`/speaker/delete/${s1._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, inGallery)).status).toBe(200)

    // A committee member.
    const onMember = await uploadedImageUrl(ctx, token)
    await db.insert(committeeMembers).values({
      kind: 'technical',
      name: 'M',
      specialization: ['x'],
      college: 'C',
      imageUrl: new URL(onMember).pathname, // stored relative, as the API stores it
      committee: 'TPC',
      description: 'd',
    })
    const s2 = await create(token, { imageUrl: onMember })
    await ctx.request(`/speaker/delete/${s2._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, onMember)).status).toBe(200)

    // An admin's picture.
    const onAdmin = await uploadedImageUrl(ctx, token)
    const admin = await ctx.request('/user/newuser', {
      method: 'POST',
      json: { name: 'Pic Admin', email: `pic-${Date.now()}@example.org`, password: 'long-enough-pw', pic: onAdmin },
      token,
    })
    expect(admin.status).toBe(200)
    const s3 = await create(token, { imageUrl: onAdmin })
    await ctx.request(`/speaker/delete/${s3._id}`, { method: 'DELETE', token })
    expect((await fetchImage(ctx, onAdmin)).status).toBe(200)
  })

  it('put /speaker/update/{id} with a new image removes the replaced one if unused', async () => {
    const token = await ctx.login()
    const first = await uploadedImageUrl(ctx, token)
    const second = await uploadedImageUrl(ctx, token, { r: 10, g: 200, b: 10 })
    const created = await create(token, { imageUrl: first })
    const res = await ctx.request(`/speaker/update/${created._id}`, {
      method: 'PUT',
      json: { ...speaker, imageUrl: second },
      token,
    })
    expect(res.status).toBe(201)
    expect((await fetchImage(ctx, first)).status).toBe(404)
    expect((await fetchImage(ctx, second)).status).toBe(200)
    // Sending the same URL again keeps it.
    await ctx.request(`/speaker/update/${created._id}`, {
      method: 'PUT',
      json: { ...speaker, imageUrl: second },
      token,
    })
    expect((await fetchImage(ctx, second)).status).toBe(200)
  })
})
