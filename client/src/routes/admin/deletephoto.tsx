import { createFileRoute } from '@tanstack/react-router'
import { DeletePhotoGrid } from '@/features/gallery/admin/components/delete-photo-grid'

export const Route = createFileRoute('/admin/deletephoto')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Delete photos</h1>
      <DeletePhotoGrid />
    </>
  ),
})
