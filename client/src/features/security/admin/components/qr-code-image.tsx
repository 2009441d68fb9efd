import { toString as renderQrCode } from 'qrcode'
import { useEffect, useState } from 'react'

/**
 * `text` as a QR code: an SVG drawn in the browser by `qrcode` and shown as a data: image (the CSP allows
 * img-src data:), so the secret never leaves the page for an image service.
 */
export function QrCodeImage({ text, label, size = 208 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let current = true
    renderQrCode(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      })
      .catch(() => {
        if (current) setSrc(undefined)
      })
    return () => {
      current = false
    }
  }, [text])
  if (!src) return <div className="animate-pulse rounded-md bg-slate-100" style={{ width: size, height: size }} />
  return (
    <img src={src} alt={label} width={size} height={size} className="rounded-md border border-slate-200 bg-white" />
  )
}
