import { useQuery } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useGrowingCount } from '@/lib/use-growing-count'
import { type Photo, publicGalleryQueryOptions } from '../api'

function photoAlt(photo: Photo, index: number): string {
  return photo.tags.length > 0 ? `Gallery photo: ${photo.tags.join(', ')}` : `Gallery photo ${index + 1}`
}

/** /about/photogallery: a grid; a click opens the full-size photo in an overlay (Close button, Escape). */
export function PhotoGalleryPage() {
  const { data, isPending, isError, error } = useQuery(publicGalleryQueryOptions)
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  // The dialog is opened from code, so focus goes back to the thumbnail that opened it by hand.
  const opener = useRef<HTMLButtonElement | null>(null)

  // Photo loading failures are only logged; the visitor sees no message.
  useEffect(() => {
    if (isError) console.warn('Failed to load the photo gallery', error)
  }, [isError, error])

  // Stable, so the memoised tiles already on screen do not re-render as the grid grows.
  const openPhoto = useCallback((index: number, tile: HTMLButtonElement) => {
    opener.current = tile
    setOpenIndex(index)
  }, [])

  const photos = data ?? []
  const open = openIndex === null ? undefined : photos[openIndex]
  // Hundreds of thumbnails go on screen a batch per frame (lib/use-growing-count.ts).
  const rendered = useGrowingCount(photos.length, data !== undefined)

  return (
    <PageContainer title="Photo Gallery" lead="Moments from ICNARI and life at NIT Patna." width="wide" fillScreen>
      {isPending ? (
        <div
          className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          role="status"
          aria-busy="true"
          aria-label="Loading photos"
        >
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders have no identity of their own
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : isError ? null : photos.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
          No photos have been added yet.
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gallery-grid">
          {photos.slice(0, rendered).map((photo, i) => (
            <PhotoTile key={photo._id} photo={photo} index={i} onOpen={openPhoto} />
          ))}
        </ul>
      )}

      <Dialog open={open !== undefined} onOpenChange={(o) => (o ? undefined : setOpenIndex(null))}>
        {open && openIndex !== null ? (
          <DialogContent
            onCloseAutoFocus={(e) => {
              e.preventDefault()
              opener.current?.focus()
            }}
            frame="custom"
            className="max-w-5xl bg-slate-950 p-3 pt-12 text-white sm:p-4 sm:pt-12"
          >
            <DialogTitle className="sr-only">
              Photo {openIndex + 1} of {photos.length}
            </DialogTitle>
            <DialogDescription className="sr-only">
              {open.tags.length > 0 ? `Tags: ${open.tags.join(', ')}` : 'Full-size photo'}
            </DialogDescription>
            <img
              src={open.imageUrl}
              alt={photoAlt(open, openIndex)}
              className="mx-auto max-h-[78vh] w-auto max-w-full rounded object-contain"
              data-testid="gallery-full-image"
            />
            {open.tags.length > 0 ? (
              <p className="text-center text-sm text-slate-300">{open.tags.join(' · ')}</p>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </PageContainer>
  )
}

/**
 * One thumbnail. Memoised: the grid grows a batch per frame, and each batch must render only its new tiles, not
 * again every tile already on screen.
 */
const PhotoTile = memo(function PhotoTile({
  photo,
  index: i,
  onOpen,
}: {
  photo: Photo
  index: number
  onOpen: (index: number, tile: HTMLButtonElement) => void
}) {
  return (
    <li>
      <button
        type="button"
        onClick={(e) => onOpen(i, e.currentTarget)}
        className="skip-offscreen block w-full overflow-hidden rounded-lg border [contain-intrinsic-size:auto_12rem] border-slate-200 bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        aria-label={`Enlarge photo ${i + 1}${photo.tags.length > 0 ? `: ${photo.tags.join(', ')}` : ''}`}
      >
        <img
          src={photo.imageUrl}
          alt=""
          loading="lazy"
          className="aspect-square w-full object-cover transition-transform duration-200 hover:scale-105"
        />
      </button>
    </li>
  )
})
