import sharp from 'sharp'
import type { TestContext, TestResponse } from '../../../test/context'

// Test helpers for uploads: real images made with sharp, sent as multipart/form-data.

export async function solidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif',
  width = 40,
  height = 30,
  colour = { r: 200, g: 40, b: 60 },
): Promise<Uint8Array> {
  const base = sharp({ create: { width, height, channels: 3, background: colour } })
  const out = await base.toFormat(format).toBuffer()
  return new Uint8Array(out)
}

export function uploadBytes(
  ctx: TestContext,
  bytes: Uint8Array | string,
  opts: { token?: string; filename?: string; type?: string; field?: string } = {},
): Promise<TestResponse> {
  const form = new FormData()
  const blob = new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], {
    type: opts.type ?? 'application/octet-stream',
  })
  form.append(opts.field ?? 'image', blob, opts.filename ?? 'upload.bin')
  return ctx.request('/user/image', { method: 'POST', body: form, token: opts.token })
}

/** Uploads a small PNG and answers its URL (`http://localhost/api/images/<uuid>.webp`: ctx.request's origin). */
export async function uploadedImageUrl(ctx: TestContext, token: string, colour?: { r: number; g: number; b: number }) {
  const res = await uploadBytes(ctx, await solidImage('png', 40, 30, colour), {
    token,
    filename: 'a.png',
    type: 'image/png',
  })
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
  return (await res.json()).result as string
}

/** GET of one of our image URLs (absolute or relative; they carry the /api prefix, ctx.request adds it). */
export function fetchImage(ctx: TestContext, url: string, init?: RequestInit) {
  return ctx.request(url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api/, ''), init)
}
