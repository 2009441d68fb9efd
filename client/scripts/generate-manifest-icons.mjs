// Writes the web app manifest's icons (public/manifest/icons/*.png) from public/logo.svg. Run by hand after a logo
// change (`node client/scripts/generate-manifest-icons.mjs`); the PNGs are committed. sharp is the server's.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const logo = fileURLToPath(new URL('../public/logo.svg', import.meta.url))
const out = fileURLToPath(new URL('../public/manifest/icons/', import.meta.url))
mkdirSync(out, { recursive: true })
// The logo's own blue: a maskable icon is cropped to a circle (or another shape) inside its inner 80 %, so the
// logo sits at 80 % (its bolt well inside the safe circle) on a background of its colour, which fills whatever the platform's mask keeps.
const BACKGROUND = '#0b3b6f'

const icon = (size) =>
  sharp(logo, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()

for (const size of [192, 512]) await icon(size).toFile(`${out}icon-${size}.png`)
const inner = Math.round(512 * 0.8)
await sharp({ create: { width: 512, height: 512, channels: 4, background: BACKGROUND } })
  .composite([{ input: await icon(inner).toBuffer(), gravity: 'center' }])
  .png()
  .toFile(`${out}icon-maskable-512.png`)
console.log('icons written to', out)
