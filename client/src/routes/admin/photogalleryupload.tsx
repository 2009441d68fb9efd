import { createFileRoute } from '@tanstack/react-router'
import { GalleryUploadForm } from '@/features/gallery/admin/components/gallery-upload-form'

export const Route = createFileRoute('/admin/photogalleryupload')({
  component: () => (
    <>
      <h1 className="mb-6 text-3xl font-bold text-brand-800">Upload photo</h1>
      <GalleryUploadForm />
    </>
  ),
})
