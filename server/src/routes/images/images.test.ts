import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/context'
import { images } from '../../db/schema'
import { detectImageKind, IMAGE_LIMITS } from '../../uploads/images'
import { fetchImage, solidImage, uploadBytes } from './images.fixtures'

const ctx = useTestApp()

const SCRIPT = '<script>alert("pwned")</script>'
// Absolute, on the origin the request was sent to (app.request: http://localhost), without PUBLIC_URL.
const URL_RE = /^http:\/\/localhost\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/

const concat = (...parts: (Uint8Array | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

async function imageCount() {
  return (await ctx.db.handle.db.select({ id: images.id }).from(images)).length
}

async function expectServedWebp(url: string) {
  const res = await fetchImage(ctx, url)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/webp')
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(res.headers.get('etag')).toMatch(/^"[0-9a-f-]{36}"$/)
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect(detectImageKind(bytes)).toBe('webp')
  return bytes
}

describe('post /user/image', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)(
    'accepts a real %s, stores it as WebP and serves it with nosniff and immutable caching',
    async (format) => {
      const token = await ctx.login()
      const bytes = await solidImage(format)
      const res = await uploadBytes(ctx, bytes, { token, filename: `photo.${format}`, type: `image/${format}` })
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body).toEqual({
        success: true,
        msg: 'Image uploaded successfully.',
        result: expect.stringMatching(URL_RE),
      })
      const served = await expectServedWebp(body.result)
      const meta = await sharp(served).metadata()
      expect([meta.width, meta.height]).toEqual([40, 30])
    },
  )

  it('recognises the type by its bytes, not by the file name or the declared type', async () => {
    const token = await ctx.login()
    const png = await solidImage('png')
    const res = await uploadBytes(ctx, png, { token, filename: 'notes.txt', type: 'text/plain' })
    expect(res.status).toBe(200)
  })

  it('turns the image upright by its EXIF orientation and drops all metadata', async () => {
    const token = await ctx.login()
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: 200 } } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).orientation).toBe(6)
    const res = await uploadBytes(ctx, jpeg, { token, filename: 'camera.jpg', type: 'image/jpeg' })
    expect(res.status).toBe(200)
    const served = await expectServedWebp((await res.json()).result)
    const meta = await sharp(served).metadata()
    expect([meta.width, meta.height]).toEqual([30, 40])
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect(Buffer.from(served).includes('secret-exif-marker')).toBe(false)
  })

  it(`shrinks a wide image to at most ${IMAGE_LIMITS.maxWidth} px wide`, async () => {
    const token = await ctx.login()
    const wide = await solidImage('png', 2400, 300)
    const res = await uploadBytes(ctx, wide, { token, filename: 'wide.png' })
    expect(res.status).toBe(200)
    const meta = await sharp(await expectServedWebp((await res.json()).result)).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 200])
  })

  it.each([
    [
      'an SVG with a script',
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`,
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG with an XML declaration',
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>`,
      'a.svg',
      'image/svg+xml',
    ],
    ['an HTML file named .png', `<!doctype html><html><body>${SCRIPT}</body></html>`, 'photo.png', 'image/png'],
    ['a script named .jpg', `alert(document.cookie)//${'x'.repeat(100)}`, 'photo.jpg', 'image/jpeg'],
    ['a PDF', `%PDF-1.4\n${'x'.repeat(100)}`, 'paper.png', 'image/png'],
    ['an empty file', '', 'empty.png', 'image/png'],
  ])('refuses %s with 415 and a clear message', async (_what, content, filename, type) => {
    const token = await ctx.login()
    const before = await imageCount()
    const res = await uploadBytes(ctx, content, { token, filename, type })
    expect(res.status).toBe(415)
    expect((await res.json()).message).toBe(
      'Only PNG, JPEG, WebP, GIF or AVIF images are accepted (SVG and other files are not).',
    )
    expect(await imageCount()).toBe(before)
  })

  it('refuses a PNG header followed by a script with 415', async () => {
    const token = await ctx.login()
    const png = await solidImage('png')
    const fake = concat(png.subarray(0, 8), SCRIPT.repeat(4))
    const res = await uploadBytes(ctx, fake, { token, filename: 'x.png', type: 'image/png' })
    expect(res.status).toBe(415)
    expect((await res.json()).message).toMatch(/could not be read|are accepted/)
  })

  it('re-encodes a decodable PNG carrying a script (after IEND and in a text chunk) so the script does not survive', async () => {
    const token = await ctx.login()
    const withText = await sharp(await solidImage('png'))
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: SCRIPT } } })
      .toBuffer()
    const polyglot = concat(withText, SCRIPT)
    expect(polyglot.includes(SCRIPT)).toBe(true)
    const res = await uploadBytes(ctx, polyglot, { token, filename: 'polyglot.png', type: 'image/png' })
    expect(res.status).toBe(200)
    const served = Buffer.from(await expectServedWebp((await res.json()).result))
    expect(served.includes('<script')).toBe(false)
    expect(served.includes('pwned')).toBe(false)
  })

  it('refuses a truncated PNG with 415', async () => {
    const token = await ctx.login()
    const noise = await sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer()
    const truncated = noise.subarray(0, Math.floor(noise.length * 0.6))
    const before = await imageCount()
    const res = await uploadBytes(ctx, truncated, { token, filename: 'cut.png', type: 'image/png' })
    expect(res.status).toBe(415)
    expect((await res.json()).message).toBe('The image could not be read: the file may be truncated or corrupt.')
    expect(await imageCount()).toBe(before)
  })

  it('refuses a 6 MB upload with 413', async () => {
    const token = await ctx.login()
    const png = await solidImage('png')
    const huge = concat(png, randomBytes(6 * 1024 * 1024))
    const res = await uploadBytes(ctx, huge, { token, filename: 'huge.png', type: 'image/png' })
    expect(res.status).toBe(413)
    expect((await res.json()).message).toMatch(/too large/)
  })

  it('refuses a file just over 5 MB (inside the body limit) with 413', async () => {
    const token = await ctx.login()
    const png = await solidImage('png')
    const big = concat(png, randomBytes(IMAGE_LIMITS.maxBytes + 1 - png.length))
    expect(big.length).toBe(IMAGE_LIMITS.maxBytes + 1)
    const res = await uploadBytes(ctx, big, { token, filename: 'big.png', type: 'image/png' })
    expect(res.status).toBe(413)
    expect((await res.json()).message).toBe('The image is too large: at most 5 MB.')
  })

  it('refuses an image of 9000 x 9000 pixels in a small file with 413', async () => {
    const token = await ctx.login()
    // 81 megapixels of one grey: a real, valid PNG of about 240 KB.
    const bomb = await sharp(Buffer.alloc(9000 * 9000, 0x80), { raw: { width: 9000, height: 9000, channels: 1 } })
      .png({ compressionLevel: 6 })
      .toBuffer()
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(9000)
    expect(bomb.length).toBeLessThan(300 * 1024)
    const res = await uploadBytes(ctx, bomb, { token, filename: 'bomb.png', type: 'image/png' })
    expect(res.status).toBe(413)
    expect((await res.json()).message).toBe('The image has too many pixels: at most 40 megapixels.')
  })

  it('refuses a PNG whose header claims 30000 x 30000 pixels with 413', async () => {
    const token = await ctx.login()
    const png = Buffer.from(await solidImage('png', 1, 1))
    // Rewrite IHDR's width and height (bytes 16..23) and its CRC.
    png.writeUInt32BE(30000, 16)
    png.writeUInt32BE(30000, 20)
    const { crc32 } = await import('node:zlib')
    png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29)
    const res = await uploadBytes(ctx, png, { token, filename: 'claims.png', type: 'image/png' })
    expect(res.status).toBe(413)
  })

  it('answers 401 without a token or with a forged one, and stores nothing', async () => {
    const before = await imageCount()
    const png = await solidImage('png')
    for (const token of [undefined, 'forged-token']) {
      const res = await uploadBytes(ctx, png, { token, filename: 'a.png', type: 'image/png' })
      expect(res.status).toBe(401)
      expect((await res.json()).message).toEqual(expect.any(String))
    }
    expect(await imageCount()).toBe(before)
  })

  it('answers 400 without the image field, and 415 for a body that is not multipart', async () => {
    const token = await ctx.login()
    const png = await solidImage('png')
    const wrongField = await uploadBytes(ctx, png, { token, field: 'file' })
    expect(wrongField.status).toBe(400)
    expect((await wrongField.json()).issues).toEqual([{ path: 'image', message: 'Choose an image file to upload.' }])

    const text = new FormData()
    text.append('image', 'just text')
    const asText = await ctx.request('/user/image', { method: 'POST', body: text, token })
    expect(asText.status).toBe(400)

    const twice = new FormData()
    twice.append('image', new Blob([Buffer.from(png)]), 'a.png')
    twice.append('image', new Blob([Buffer.from(png)]), 'b.png')
    const two = await ctx.request('/user/image', { method: 'POST', body: twice, token })
    expect(two.status).toBe(400)
    expect((await two.json()).issues).toEqual([{ path: 'image', message: 'Send exactly one image.' }])

    const json = await ctx.request('/user/image', { method: 'POST', json: { image: 'x' }, token })
    expect(json.status).toBe(415)
    expect((await json.json()).message).toMatch(/multipart\/form-data/)

    const broken = await ctx.request('/user/image', {
      method: 'POST',
      body: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot closed',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      token,
    })
    expect(broken.status).toBe(400)
    expect((await broken.json()).message).toMatch(/could not be read/)
  })
})
