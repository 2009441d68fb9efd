import QRCode from 'qrcode'
import { escapeHtml } from './render'

// Images shown inside a mail's HTML (`<img src="cid:…">`). The outbox row keeps only what each is made from (a QR
// code's text), never the image: the PNG is drawn at send time, so a row stays small and can be sent again as is.

/** One image of a mail's HTML: a QR code of `qr`, attached with Content-ID `cid`. */
export interface InlineImage {
  cid: string
  qr: string
}

/** What a template shows as a QR code: the placeholder whose value (a URL) it encodes, and the image's alt text. */
export interface InlineQr {
  placeholder: string
  alt: string
}

const QR_SIZE_PX = 240
const WEB_URL = /^https?:\/\/[^\s"'<>]+$/

/** The placeholder's HTML: its URL as a link, then the QR code of it; undefined when the value is no web URL. */
export function qrMarkup(url: string, cid: string, alt: string): string | undefined {
  if (!WEB_URL.test(url)) return undefined
  const href = escapeHtml(url)
  return (
    `<a href="${href}">${href}</a><br>` +
    `<img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" ` +
    'style="display:block;margin:8px 0">'
  )
}

/** The attachments (nodemailer's) of a mail's inline images, drawn now: one PNG per image, shown inline. */
export async function inlineAttachments(images: readonly InlineImage[] | null | undefined) {
  return Promise.all(
    (images ?? []).map(async (image, i) => ({
      filename: `image-${i + 1}.png`,
      content: await QRCode.toBuffer(image.qr, {
        type: 'png',
        margin: 2,
        width: QR_SIZE_PX,
        errorCorrectionLevel: 'M',
      }),
      contentType: 'image/png',
      contentDisposition: 'inline' as const,
      cid: image.cid,
    })),
  )
}
