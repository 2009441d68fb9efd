import { createFileRoute } from '@tanstack/react-router'
import { AdminSpeakerList } from '@/features/speakers/admin/components/admin-speaker-list'

export const Route = createFileRoute('/admin/all-speakers/')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">All speakers</h1>
      <AdminSpeakerList />
    </>
  ),
})
