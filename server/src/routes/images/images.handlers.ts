import type { RouteHandler } from '@hono/zod-openapi'
import { audited } from '../../api/audit'
import type { AppEnv } from '../../api/create-router'
import { HttpError } from '../../api/errors'
import { uploadedFile } from '../../api/uploads'
import { findImage, imageIdOf, NOT_AN_IMAGE, processImage, resizeVariant, storeImage } from '../../uploads/images'
import type * as routes from './images.routes'

export const uploadImage: RouteHandler<typeof routes.uploadImage, AppEnv> = async (c) => {
  const file = await uploadedFile(c, { field: 'image', noun: 'image', missing: 'Choose an image file to upload.' })
  if (file.size === 0) throw new HttpError(415, NOT_AN_IMAGE)
  const image = await processImage(new Uint8Array(await file.arrayBuffer()))
  const url = await audited(c, async (tx, record) => {
    const stored = await storeImage(tx, image)
    const { contentType, width, height } = image
    const after = { url: stored, contentType, width, height, byteSize: image.data.length }
    await record({ action: 'create', entity: 'image', entityId: imageIdOf(stored), after })
    return stored
  })
  return c.json({ success: true as const, msg: 'Image uploaded successfully.', result: url }, 200)
}

/** Small per-process cache of resized copies (the URL never changes meaning, so no invalidation). */
const variants = new Map<string, Uint8Array>()
let variantBytes = 0
const VARIANT_CACHE_BYTES = 32 * 1024 * 1024

async function variantOf(id: string, data: Uint8Array, width: number): Promise<Uint8Array> {
  const key = `${id}:${width}`
  const hit = variants.get(key)
  if (hit) {
    variants.delete(key)
    variants.set(key, hit)
    return hit
  }
  const out = await resizeVariant(data, width)
  variants.set(key, out)
  variantBytes += out.length
  for (const [k, v] of variants) {
    if (variantBytes <= VARIANT_CACHE_BYTES) break
    variants.delete(k)
    variantBytes -= v.length
  }
  return out
}

export const getImage: RouteHandler<typeof routes.getImage, AppEnv> = async (c) => {
  const { file } = c.req.valid('param')
  const { w } = c.req.valid('query')
  const row = await findImage(c.get('db'), file)
  if (!row) throw new HttpError(404, 'Image not found.')
  const width = w ? Number(w) : undefined
  const resized = width !== undefined && width < row.width
  const etag = `"${row.id}${resized ? `-w${width}` : ''}"`
  c.header('ETag', etag)
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  c.header('X-Content-Type-Options', 'nosniff')
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304)
  }
  const body = resized ? await variantOf(row.id, row.data, width) : row.data
  c.header('Content-Type', row.contentType)
  c.header('Content-Length', String(body.length))
  return c.body(body as Uint8Array<ArrayBuffer>, 200)
}
