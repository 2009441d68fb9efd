import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ListSearchField, NoSearchMatch, useListSearch } from '@/components/admin/list-search'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { adminGalleryQueryOptions, useDeletePhoto } from '../api'

const photoLabel = (tags: string[], index: number) => (tags.length > 0 ? tags.join(', ') : `photo ${index + 1}`)

/** Every gallery photo with a Delete button (with confirmation); load failures are only logged. */
export function DeletePhotoGrid() {
  const photos = useQuery(adminGalleryQueryOptions)
  const deletePhoto = useDeletePhoto()
  const search = useListSearch(photos.data ?? [])
  useEffect(() => {
    if (photos.isError) console.warn('Failed to load gallery photos', photos.error)
  }, [photos.isError, photos.error])

  if (photos.isPending) {
    return (
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4" role="status" aria-busy="true" aria-label="Loading photos">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
    )
  }
  if (photos.isError || photos.data.length === 0) return <p className="text-slate-600">No photos in the gallery.</p>
  return (
    <>
      <ListSearchField
        noun="photos"
        query={search.query}
        onQueryChange={search.setQuery}
        shown={search.shown.length}
        total={photos.data.length}
      />
      {search.shown.length === 0 ? <NoSearchMatch noun="photos" onClear={() => search.setQuery('')} /> : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {search.shown.map((photo) => {
          // Numbered by place in the whole gallery, so a photo keeps its label while searching.
          const label = photoLabel(photo.tags, photos.data.indexOf(photo))
          const deleting = deletePhoto.isPending && deletePhoto.variables === photo._id
          return (
            <li key={photo._id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-2 shadow-sm">
              <img
                src={photo.imageUrl}
                alt={`Gallery photo: ${label}`}
                loading="lazy"
                className="aspect-square w-full rounded-lg object-cover"
              />
              <p className="truncate text-sm text-slate-700" title={label}>
                {label}
              </p>
              <ConfirmDialog
                title="Delete this photo?"
                description="It disappears from the photo gallery at once. This cannot be undone."
                onConfirm={() => deletePhoto.mutate(photo._id)}
                trigger={
                  <Button size="sm" variant="destructive" disabled={deleting} aria-label={`Delete photo ${label}`}>
                    {deleting ? 'Deleting...' : 'Delete'}
                  </Button>
                }
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}
