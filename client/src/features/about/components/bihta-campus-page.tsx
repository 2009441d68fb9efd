import { useRef, useState } from 'react'
import { BulletList, ContentBlock, Paragraphs } from '@/components/content-block'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { PageContainer } from '@/components/ui/page-container'
import { bihtaCampus, type GalleryImage } from '@/content/about'

/** /about/about-nit-patna-(bihta-campus): campus text and a three-image gallery with an enlarge overlay. */
export function BihtaCampusPage() {
  const [enlarged, setEnlarged] = useState<GalleryImage | null>(null)
  // The dialog is opened from one of three buttons; focus goes back to the one used.
  const openerRef = useRef<HTMLButtonElement | null>(null)

  return (
    <PageContainer title={bihtaCampus.heading}>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-brand-50 p-5">
          <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">Campus area</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{bihtaCampus.areaAcres}+ acres</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-brand-50 p-5">
          <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">From the old campus</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">about {bihtaCampus.distanceFromOldCampusKm} km</dd>
        </div>
      </dl>
      <div className="mt-8 grid gap-3 text-slate-700">
        <Paragraphs items={bihtaCampus.paragraphs} />
      </div>
      <ContentBlock id="highlights" heading="Highlights">
        <BulletList items={bihtaCampus.highlights} />
      </ContentBlock>
      <ContentBlock id="gallery" heading="Gallery">
        <p className="text-sm text-slate-600">Select a photo to enlarge it.</p>
        <ul className="grid gap-4 sm:grid-cols-3">
          {bihtaCampus.gallery.map((image) => (
            <li key={image.src}>
              <figure>
                <button
                  type="button"
                  onClick={(e) => {
                    openerRef.current = e.currentTarget
                    setEnlarged(image)
                  }}
                  aria-label={`Enlarge photo: ${image.caption}`}
                  className="block w-full overflow-hidden rounded-xl border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
                >
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={1200}
                    height={800}
                    loading="lazy"
                    className="aspect-[3/2] h-auto w-full object-cover transition-transform hover:scale-105"
                  />
                </button>
                <figcaption className="mt-2 text-center text-sm text-slate-700">{image.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </ContentBlock>

      <Dialog open={enlarged !== null} onOpenChange={(open) => (open ? undefined : setEnlarged(null))}>
        <DialogContent
          frame="custom"
          className="max-w-5xl bg-white p-4 pt-12 sm:p-6 sm:pt-12"
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            openerRef.current?.focus()
          }}
        >
          {enlarged ? (
            <>
              <DialogTitle>{enlarged.caption}</DialogTitle>
              <DialogDescription className="sr-only">{enlarged.alt}</DialogDescription>
              <img
                src={enlarged.src}
                alt={enlarged.alt}
                width={1200}
                height={800}
                className="h-auto max-h-[75vh] w-full rounded-lg object-contain"
              />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </PageContainer>
  )
}
