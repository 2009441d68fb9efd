// Writes the seven home carousel slides (public/images/carousel/slide-N.svg, 1600×700): gradient artwork with
// its motif in the middle and no text at all — captions are HTML (content/carousel.ts), so nothing baked into an
// image can sit under the arrows or repeat the hero. sharp renders each file to check its size, and with
// `--preview <dir>` also writes PNGs to look at.
// The page shows slide-N.webp, rendered here from the SVG: Chrome draws every SVG image as a document of its own on
// the main thread (12–37 ms each here, seven per home page), a WebP is decoded off it. The SVGs stay for settings
// saved with their paths.
//
//   node client/scripts/carousel-art.mjs [--preview /tmp/shots-season]
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const W = 1600
const H = 700
const OUT = fileURLToPath(new URL('../public/images/carousel/', import.meta.url))

/** Background: the slide's diagonal gradient, a soft glow and faint dots at both sides (the motif is central). */
function background([a, b, c]) {
  const dots = []
  for (let y = 190; y <= 510; y += 40)
    for (let x = 90; x <= 410; x += 40)
      dots.push(`<circle cx="${x}" cy="${y}" r="3"/><circle cx="${W - x}" cy="${y}" r="3"/>`)
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".45" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g fill="#fff" fill-opacity=".09">${dots.join('')}</g>`
}

// Each motif is drawn around (800, 350), inside the band y 170–530 that a 4:1 crop of the slide still shows.
const SLIDES = [
  {
    colors: ['#0b1f4b', '#134e7c', '#0f766e'],
    art: `<g fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="2"><circle cx="800" cy="350" r="90"/><circle cx="800" cy="350" r="140"/><circle cx="800" cy="350" r="190"/></g>
<g fill="none" stroke="#5eead4" stroke-opacity=".5" stroke-width="3"><path d="M610 350h-140M990 350h140M800 160v-60M800 540v60"/></g>
<circle cx="800" cy="350" r="56" fill="#5eead4" fill-opacity=".6"/><circle cx="800" cy="350" r="22" fill="#ecfeff"/>
<path d="M0 620 C400 560 800 680 1600 600 L1600 700 L0 700Z" fill="#fff" fill-opacity=".08"/>`,
  },
  {
    colors: ['#1e1b4b', '#3730a3', '#6d28d9'],
    art: `<g transform="translate(-415 0)"><g fill="none" stroke="#c4b5fd" stroke-opacity=".5" stroke-width="3"><path d="M980 180 L1180 260 L1400 190 M1180 260 L1200 450 L1450 420 M1200 450 L1000 520 M1180 260 L1000 380 L1000 520"/></g><g fill="#ede9fe"><circle cx="980" cy="180" r="14"/><circle cx="1180" cy="260" r="20"/><circle cx="1400" cy="190" r="14"/><circle cx="1200" cy="450" r="18"/><circle cx="1450" cy="420" r="14"/><circle cx="1000" cy="380" r="14"/><circle cx="1000" cy="520" r="14"/></g></g>`,
  },
  {
    colors: ['#064e3b', '#047857', '#0891b2'],
    art: `<path d="M0 520 L1600 470 L1600 700 L0 700Z" fill="#022c22" fill-opacity=".45"/><g fill="none" stroke="#a7f3d0" stroke-opacity=".6" stroke-width="6" stroke-dasharray="40 30"><path d="M0 585 L1600 540"/></g>
<g transform="translate(-445 -90)"><path d="M1040 470 L1090 390 Q1110 360 1150 360 L1330 360 Q1370 360 1400 400 L1450 460 Q1480 470 1480 500 L1480 520 L1030 520 Q1010 520 1010 500 Q1010 475 1040 470Z" fill="#ecfeff" fill-opacity=".9"/><circle cx="1120" cy="525" r="36" fill="#064e3b"/><circle cx="1380" cy="525" r="36" fill="#064e3b"/><path d="M1240 385 L1215 440 L1245 440 L1225 495 L1285 425 L1252 425 L1272 385Z" fill="#10b981"/></g>`,
  },
  {
    colors: ['#7c2d12', '#ea580c', '#f59e0b'],
    art: `<g transform="translate(800 350) scale(.72) translate(-1183 -330)"><circle cx="1300" cy="200" r="90" fill="#fef3c7"/><g stroke="#fef3c7" stroke-width="6" stroke-linecap="round" stroke-opacity=".7"><path d="M1300 70v-30M1300 360v-30M1170 200h-30M1460 200h-30M1208 108l-20-20M1412 312l-20-20M1392 108l20-20M1188 312l20-20"/></g><g transform="translate(960 420) skewX(-20)"><rect width="520" height="200" fill="#1e3a8a"/><path d="M130 0v200M260 0v200M390 0v200M0 67h520M0 133h520" stroke="#93c5fd" stroke-width="4"/></g></g>`,
  },
  {
    colors: ['#3b0764', '#86198f', '#db2777'],
    art: `<g transform="translate(-400 20)"><g stroke="#fbcfe8" stroke-opacity=".55" stroke-width="4"><path d="M1080 200v-60M1160 200v-60M1240 200v-60M1320 200v-60M1080 460v60M1160 460v60M1240 460v60M1320 460v60M1060 240h-60M1060 320h-60M1060 400h-60M1340 240h60M1340 320h60M1340 400h60"/></g><rect x="1060" y="200" width="280" height="260" rx="24" fill="#fdf4ff" fill-opacity=".9"/><g fill="none" stroke="#a21caf" stroke-width="5"><path d="M1120 260 Q1200 330 1280 260 M1120 400 Q1200 330 1280 400 M1200 240v180"/></g><g fill="#db2777"><circle cx="1120" cy="260" r="12"/><circle cx="1280" cy="260" r="12"/><circle cx="1120" cy="400" r="12"/><circle cx="1280" cy="400" r="12"/><circle cx="1200" cy="330" r="16"/></g></g>`,
  },
  {
    colors: ['#0c4a6e', '#0284c7', '#16a34a'],
    art: `<path d="M0 540 Q400 450 800 520 T1600 500 L1600 700 L0 700Z" fill="#14532d" fill-opacity=".6"/>
<g transform="translate(-500 -20)"><g fill="#f0f9ff"><path d="M1260 260 L1250 560 L1272 560Z"/><circle cx="1262" cy="260" r="14"/><path d="M1262 260 L1250 110 L1274 110Z" transform="rotate(15 1262 260)"/><path d="M1262 260 L1250 110 L1274 110Z" transform="rotate(135 1262 260)"/><path d="M1262 260 L1250 110 L1274 110Z" transform="rotate(255 1262 260)"/></g><g fill="#f0f9ff" fill-opacity=".6"><path d="M1460 380 L1454 560 L1468 560Z"/><circle cx="1461" cy="380" r="9"/><path d="M1461 380 L1454 290 L1468 290Z" transform="rotate(40 1461 380)"/><path d="M1461 380 L1454 290 L1468 290Z" transform="rotate(160 1461 380)"/><path d="M1461 380 L1454 290 L1468 290Z" transform="rotate(280 1461 380)"/></g></g>`,
  },
  {
    colors: ['#4c0519', '#be123c', '#f59e0b'],
    art: `<circle cx="800" cy="400" r="130" fill="#fde68a" fill-opacity=".9"/><path d="M0 450 L1600 450 L1600 700 L0 700Z" fill="#1e3a8a" fill-opacity=".75"/><g fill="none" stroke="#fde68a" stroke-opacity=".6" stroke-width="5" stroke-linecap="round"><path d="M680 490h240M710 530h180M740 570h120M200 540h160M1180 600h200M1260 520h140"/></g><path d="M420 420 L560 420 L535 455 L445 455Z" fill="#4c0519" fill-opacity=".8"/>`,
  },
]

const previewAt = process.argv.indexOf('--preview')
const previewDir = previewAt >= 0 ? process.argv[previewAt + 1] : undefined
if (previewDir) mkdirSync(previewDir, { recursive: true })

for (const [i, slide] of SLIDES.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
${background(slide.colors)}
${slide.art}
</svg>
`
  if (/<text\b/.test(svg)) throw new Error(`slide-${i + 1}: artwork must carry no text`)
  const file = join(OUT, `slide-${i + 1}.svg`)
  const meta = await sharp(Buffer.from(svg)).metadata()
  if (meta.width !== W || meta.height !== H)
    throw new Error(`slide-${i + 1}: ${meta.width}×${meta.height}, not ${W}×${H}`)
  writeFileSync(file, svg)
  await sharp(Buffer.from(svg))
    .webp({ quality: 80, effort: 6 })
    .toFile(join(OUT, `slide-${i + 1}.webp`))
  if (previewDir)
    await sharp(Buffer.from(svg))
      .png()
      .toFile(join(previewDir, `carousel-slide-${i + 1}.png`))
  console.log(`wrote ${file}`)
}
