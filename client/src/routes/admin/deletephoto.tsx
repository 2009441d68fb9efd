import { createFileRoute } from '@tanstack/react-router'
import { DeletePhotoGrid } from '@/features/admin-gallery/components/delete-photo-grid'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/deletephoto')({
  head: () => pageHead('Delete photos', 'Remove photos from the ICNARI 2026 photo gallery.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Delete photos</h1>
      <DeletePhotoGrid />
    </>
  ),
})
