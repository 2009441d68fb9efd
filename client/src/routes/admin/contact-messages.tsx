import { createFileRoute } from '@tanstack/react-router'
import { ContactMessages } from '@/features/admin-contact/components/contact-messages'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/contact-messages')({
  head: () => pageHead('Contact messages', 'Messages sent through the ICNARI 2026 contact form.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Contact messages</h1>
      <ContactMessages />
    </>
  ),
})
