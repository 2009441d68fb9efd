import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SLIDES } from '../../common/carousel'

// The home carousel's default slides are WebP (decoded off the main thread), drawn from SVG artwork that Chrome would
// lay out as seven documents on the main thread of every home page load (client/scripts/carousel-art.mjs).
const publicDir = fileURLToPath(new URL('../../client/public', import.meta.url))

describe('default carousel slides', () => {
  it.each(DEFAULT_SLIDES.map((s) => [s.imageUrl]))('%s is a 1600×700 WebP shipped with the site', async (url) => {
    expect(url).toMatch(/^\/images\/carousel\/slide-\d+\.webp$/)
    const file = publicDir + url
    expect(existsSync(file)).toBe(true)
    const meta = await sharp(readFileSync(file)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 700])
    // Settings saved with the SVG paths before the switch still find their pictures.
    expect(existsSync(file.replace(/\.webp$/, '.svg'))).toBe(true)
  })
})
