import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { publicGalleryQueryOptions } from '@/features/gallery/api'
import { PhotoGalleryPage } from '@/features/gallery/components/photogallery-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/about/photogallery')

export const Route = createFileRoute('/about/photogallery')({
  head: () => pageHead(meta.title, meta.description),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicGalleryQueryOptions)
  },
  component: PhotoGalleryPage,
})
