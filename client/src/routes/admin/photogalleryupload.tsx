import { createFileRoute } from '@tanstack/react-router'
import { GalleryUploadForm } from '@/features/admin-gallery/components/gallery-upload-form'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/photogalleryupload')({
  head: () => pageHead('Upload photo', 'Add a photo to the ICNARI 2026 photo gallery.'),
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Upload photo</h1>
      <GalleryUploadForm />
    </>
  ),
})
