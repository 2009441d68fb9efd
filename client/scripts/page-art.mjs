// Writes a WebP beside every hand-drawn SVG of the pages' default pictures (public/images/{tracks,campus,tours,
// cultural}/*.svg), at the SVG's own size or 800 pixels wide. The pages show the WebP: Chrome parses, lays out and paints every SVG
// image as a document of its own on the main thread, a WebP is decoded off it (decision 041). The SVGs stay for
// pages saved with their paths. Run after drawing or changing one:
//
//   node client/scripts/page-art.mjs
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const IMAGES = fileURLToPath(new URL('../public/images/', import.meta.url))

for (const folder of ['tracks', 'campus', 'tours', 'cultural']) {
  const dir = join(IMAGES, folder)
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
    const out = join(dir, name.replace(/\.svg$/, '.webp'))
    // At least 800 pixels wide: a card as wide as a phone, on its denser screen.
    const svg = join(dir, name)
    const scale = Math.max(1, 800 / ((await sharp(svg).metadata()).width ?? 800))
    await sharp(svg, { density: 72 * scale })
      .webp({ quality: 82, effort: 6 })
      .toFile(out)
    const { width, height } = await sharp(out).metadata()
    console.log(`wrote ${out} (${width}×${height})`)
  }
}
