import { createFileRoute } from '@tanstack/react-router'
import { AddSpeakerForm } from '@/features/speakers/admin/components/add-speaker-form'

export const Route = createFileRoute('/admin/add-speakers')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Add speaker</h1>
      <AddSpeakerForm />
    </>
  ),
})
