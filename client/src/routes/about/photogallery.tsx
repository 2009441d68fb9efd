import { createFileRoute } from '@tanstack/react-router'
import { PhotoGalleryPage } from '@/features/gallery/components/photogallery-page'
import { inOwnTask } from '@/lib/in-own-task'

export const Route = createFileRoute('/about/photogallery')({
  loader: async ({ context }) => {
    // Imported here, not at the top: the query's code then loads with the page's own (in parallel), not
    // with every page of the site.
    const { publicGalleryQueryOptions } = await import('@/features/gallery/api')
    inOwnTask(() => context.queryClient.prefetchQuery(publicGalleryQueryOptions))
  },
  component: PhotoGalleryPage,
})
