import { createFileRoute } from '@tanstack/react-router'
import { AddSpeakerForm } from '@/features/admin-speakers/components/add-speaker-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/add-speakers')({
  head: () => pageHead('Add speaker', 'Add a speaker to the ICNARI 2026 speakers page.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add speaker</h1>
      <AddSpeakerForm />
    </>
  ),
})
