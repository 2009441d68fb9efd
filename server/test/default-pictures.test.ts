import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SLIDES } from '../../common/carousel'
import PAGE_DEFAULTS from '../../common/page-defaults.json'

// The pictures the site shows until an organiser uploads others are WebP (decoded off the main thread), drawn from
// SVG artwork that Chrome would parse, lay out and paint as a document of its own on the main thread of every page
// load: the home carousel's seven slides (client/scripts/carousel-art.mjs, decision 040's measurement) and the
// pages' pictures (client/scripts/page-art.mjs, decision 041).
const publicDir = fileURLToPath(new URL('../../client/public', import.meta.url))

async function shippedWebp(url: string) {
  const file = publicDir + url
  expect(existsSync(file), `${url} is shipped`).toBe(true)
  const meta = await sharp(readFileSync(file)).metadata()
  // Pages and settings saved with the SVG paths before the switch still find their pictures.
  expect(existsSync(file.replace(/\.webp$/, '.svg')), `${url}'s SVG stays`).toBe(true)
  return meta
}

describe('default carousel slides', () => {
  it.each(DEFAULT_SLIDES.map((s) => [s.imageUrl]))('%s is a 1600×700 WebP shipped with the site', async (url) => {
    expect(url).toMatch(/^\/images\/carousel\/slide-\d+\.webp$/)
    const meta = await shippedWebp(url)
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 700])
  })
})

describe("the pages' default pictures", () => {
  const images = JSON.stringify(PAGE_DEFAULTS)
    .match(/"\/images\/[^"]+"/g)!
    .map((s) => JSON.parse(s) as string)

  it('are the tracks, campus, tours and cultural evening pictures', () => {
    expect(images.length).toBeGreaterThanOrEqual(21)
  })

  it.each(images.map((url) => [url]))('%s is a WebP at least 800 pixels wide, shipped with the site', async (url) => {
    expect(url).toMatch(/\.webp$/)
    const meta = await shippedWebp(url)
    expect(meta.format).toBe('webp')
    expect(meta.width).toBeGreaterThanOrEqual(800)
  })
})
