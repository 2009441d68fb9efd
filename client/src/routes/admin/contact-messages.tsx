import { createFileRoute } from '@tanstack/react-router'
import { ContactMessages } from '@/features/contact/admin/components/contact-messages'

export const Route = createFileRoute('/admin/contact-messages')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Contact messages</h1>
      <ContactMessages />
    </>
  ),
})
