import type { PageItem } from '@common/pages'
import { useRef, useState } from 'react'
import { ContentBlock } from '@/components/content-block'
import { MarkdownInline } from '@/components/markdown'
import { BlockSection, BlocksPage, BlockText, usePageBlocks } from '@/components/page-blocks'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'

/** A photo of the gallery: its caption is the entry's title. */
type GalleryImage = { src: string; alt: string; caption: string }

/**
 * /about/about-nit-patna-(bihta-campus): campus text and a three-image gallery with an enlarge overlay. Its texts
 * and photos are the page `bihta-campus` (issue 54 item 1).
 */
export function BihtaCampusPage() {
  const blocks = usePageBlocks('bihta-campus')
  const [enlarged, setEnlarged] = useState<GalleryImage | null>(null)
  // The dialog is opened from one of three buttons; focus goes back to the one used.
  const openerRef = useRef<HTMLButtonElement | null>(null)
  if (!blocks) return <BlocksPage pageKey="bihta-campus" blocks={blocks} />
  const gallery = blocks
    .items('gallery')
    .filter((item): item is PageItem & { image: string } => Boolean(item.image))
    .map((item) => ({ src: item.image, alt: item.imageAlt ?? '', caption: item.title }))

  return (
    <BlocksPage pageKey="bihta-campus" blocks={blocks}>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        {blocks.items('facts').map((fact, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their place is their identity
          <div key={i} className="rounded-xl border border-slate-200 bg-brand-50 p-5">
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">{fact.title}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              <MarkdownInline source={fact.markdown} />
            </dd>
          </div>
        ))}
      </dl>
      <BlockText blocks={blocks} name="intro" look="intro" />
      <BlockSection blocks={blocks} name="highlights" id="highlights" />
      <ContentBlock id="gallery" heading={<MarkdownInline source={blocks.text('gallery-heading')} />}>
        <p className="text-sm text-slate-600">
          <MarkdownInline source={blocks.text('gallery-hint')} />
        </p>
        <ul className="grid gap-4 sm:grid-cols-3">
          {gallery.map((image) => (
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
    </BlocksPage>
  )
}
