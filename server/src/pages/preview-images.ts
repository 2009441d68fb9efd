import sharp from 'sharp'
import { type Conference, conferenceDates, modeLabel } from '../../../common/conference'

// Link previews (Open Graph, Twitter): one 1200×630 PNG per page, its title on the conference's card. sharp draws
// an SVG (librsvg with the system's fonts), so no text-layout library is needed for a title of a few words.

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
const TITLE_SIZE = 72
const LINE_CHARS = 26
const MAX_LINES = 3

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Words into lines of about LINE_CHARS characters, at most MAX_LINES (the last one cut with an ellipsis). */
export function wrapTitle(title: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > LINE_CHARS) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  if (lines.length <= MAX_LINES) return lines
  const kept = lines.slice(0, MAX_LINES)
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]!.slice(0, LINE_CHARS - 1)}…`
  return kept
}

/** The card's line under the title, from the event settings' conference: "<days> · <venue> · <mode>". */
export function ogSubtitleOf(conference: Conference): string {
  return `${conferenceDates(conference)} · ${conference.venue} · ${modeLabel(conference.mode)}`
}

/**
 * The card's SVG: brand band (the conference's short name, `brand`; the band alone without it), the page title,
 * the conference's dates, place and mode (`subtitle`, ogSubtitleOf).
 */
export function ogImageSvg(title: string, subtitle: string, brand?: string): string {
  const lines = wrapTitle(title)
  const top = 300 - ((lines.length - 1) * TITLE_SIZE * 1.15) / 2
  const text = lines
    .map((l, i) => `<tspan x="80" y="${Math.round(top + i * TITLE_SIZE * 1.15)}">${esc(l)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b3b6f"/><stop offset="1" stop-color="#0f5c8c"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
<circle cx="1080" cy="110" r="190" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="1150" cy="560" r="120" fill="#f59e0b" fill-opacity="0.18"/>
${brand ? `<text x="80" y="110" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="40" font-weight="bold" fill="#fbbf24" letter-spacing="4">${esc(brand)}</text>\n` : ''}<rect x="80" y="140" width="120" height="6" rx="3" fill="#fbbf24"/>
<text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${TITLE_SIZE}" font-weight="bold" fill="#ffffff">${text}</text>
<text x="80" y="560" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#dbeafe">${esc(subtitle)}</text>
</svg>`
}

const LOGO_BOX = { width: 260, height: 120, padding: 14, right: 80, top: 48 }

/** The site logo on a white tile, for the card's top right corner; undefined when sharp cannot read it. */
async function logoTile(logo: Uint8Array): Promise<{ png: Buffer; width: number } | undefined> {
  try {
    const { padding } = LOGO_BOX
    const { data, info } = await sharp(logo, { limitInputPixels: 40_000_000 })
      .resize({ width: LOGO_BOX.width, height: LOGO_BOX.height, fit: 'inside' })
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#ffffff' })
      .png()
      .toBuffer({ resolveWithObject: true })
    return { png: data, width: info.width }
  } catch {
    return undefined
  }
}

/**
 * A page's preview image as PNG bytes; with the site logo (an uploaded image's bytes) in its top right corner when
 * the renderer reads it, else the card as it is without one.
 */
export async function renderOgImage(
  title: string,
  subtitle: string,
  brand?: string,
  logo?: Uint8Array,
): Promise<Buffer> {
  const card = sharp(Buffer.from(ogImageSvg(title, subtitle, brand)))
  const tile = logo ? await logoTile(logo) : undefined
  if (tile) card.composite([{ input: tile.png, left: OG_WIDTH - LOGO_BOX.right - tile.width, top: LOGO_BOX.top }])
  return card.png({ compressionLevel: 9 }).toBuffer()
}
