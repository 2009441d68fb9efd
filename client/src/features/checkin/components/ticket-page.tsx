import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { TicketQr } from '@/components/check-in-qr'
import { PageContainer } from '@/components/ui/page-container'
import { hasToken } from '@/lib/session'

/**
 * /check-in/<ticket>: signed in (an organiser or a desk volunteer), it opens the ticket's card at the desk;
 * anyone else is asked to show the code at the registration desk. It shows no personal data.
 */
export function TicketPage({ ticket }: { ticket: string }) {
  const navigate = useNavigate()
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (hasToken()) void navigate({ to: '/admin/check-in', search: { ticket }, replace: true })
    else setUrl(window.location.href.split(/[?#]/)[0])
  }, [navigate, ticket])
  return (
    <PageContainer title="Your check-in code">
      <div className="mt-6 grid gap-4">
        <p className="text-lg font-semibold">Show this code at the registration desk</p>
        {url ? <TicketQr url={url} caption="The desk scans this QR code to check you in." /> : null}
      </div>
    </PageContainer>
  )
}
