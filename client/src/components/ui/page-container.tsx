import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * At least one screen tall below the fixed header: on a page whose content arrives after the page, the footer
 * starts below the fold in every state (skeleton, empty, error, loaded), so no state change moves it into view.
 */
export const FILL_SCREEN = 'min-h-[calc(100svh-4rem)]'

/**
 * The one page frame: the header's own width and padding, so every page title starts where the logo does
 * (x = 16 at 1280 px). Public pages (PageContainer) and the admin layout both use it.
 */
export const PAGE_FRAME = 'mx-auto w-full max-w-7xl px-4'

/** The reading width: text pages keep their lines to a comfortable length inside the frame. */
export const READING_WIDTH = 'max-w-3xl'

/** The one page-title style, public and admin alike. */
export const PAGE_TITLE = 'text-3xl font-bold text-brand-800 wrap-anywhere'

/** A page's one <h1>, in the one page-title style. */
export function PageTitle({ className, children }: { className?: string; children: React.ReactNode }) {
  return <h1 className={cn(PAGE_TITLE, className)}>{children}</h1>
}

/**
 * The frame of an ordinary content page: the page's one <h1>, an optional lead, then the content, in one of
 * two widths: `reading` for text pages, `wide` for grids (cards, maps, galleries). Both start at the same
 * left edge.
 */
export function PageContainer({
  title,
  lead,
  eyebrow,
  width = 'reading',
  fillScreen = false,
  className,
  children,
}: {
  title: React.ReactNode
  lead?: React.ReactNode
  eyebrow?: React.ReactNode
  width?: 'reading' | 'wide'
  /** FILL_SCREEN, for pages whose list arrives after the page (otherwise a layout shift: 0.32 on an empty speakers page). */
  fillScreen?: boolean
  className?: string
  children?: React.ReactNode
}) {
  return (
    <section className={cn(PAGE_FRAME, 'py-10 sm:py-12', fillScreen && FILL_SCREEN, className)}>
      <div className={width === 'reading' ? READING_WIDTH : undefined}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
        <PageTitle>{title}</PageTitle>
        {lead ? <div className={cn('mt-4 text-lg text-slate-700', READING_WIDTH)}>{lead}</div> : null}
        {children}
      </div>
    </section>
  )
}
