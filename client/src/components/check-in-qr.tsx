import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The check-in QR of a ticket's URL (`<origin>/check-in/<ticket>`), with its caption and the link. */
export function TicketQr({ url, caption }: { url: string; caption: string }) {
  const [qr, setQr] = useState<string>()
  useEffect(() => {
    void QRCode.toDataURL(url, { margin: 1, width: 240 }).then(setQr)
  }, [url])
  return (
    <figure className="grid justify-items-start gap-2">
      {qr ? <img src={qr} alt="Check-in QR code" width={240} height={240} /> : null}
      <figcaption>{caption}</figcaption>
      <a className="break-all underline" href={url}>
        Your check-in link
      </a>
    </figure>
  )
}
