import type * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * At least one screen tall below the fixed header: on a page whose content arrives after the page, the footer
 * starts below the fold in every state (skeleton, empty, error, loaded), so no state change moves it into view.
 */
export const FILL_SCREEN = 'min-h-[calc(100svh-4rem)]'

/** The frame of an ordinary content page: a centred column with the page's one <h1> and an optional lead. */
export function PageContainer({
  title,
  lead,
  eyebrow,
  width = 'default',
  fillScreen = false,
  className,
  children,
}: {
  title: React.ReactNode
  lead?: React.ReactNode
  eyebrow?: React.ReactNode
  width?: 'narrow' | 'default' | 'wide'
  /** FILL_SCREEN, for pages whose list arrives after the page (otherwise a layout shift: 0.32 on an empty speakers page). */
  fillScreen?: boolean
  className?: string
  children?: React.ReactNode
}) {
  return (
    <section
      className={cn(
        'mx-auto w-full px-4 py-10 sm:py-12',
        width === 'narrow' ? 'max-w-3xl' : width === 'wide' ? 'max-w-7xl' : 'max-w-5xl',
        fillScreen && FILL_SCREEN,
        className,
      )}
    >
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
      <h1 className="text-3xl font-bold text-brand-800 wrap-anywhere sm:text-4xl">{title}</h1>
      {lead ? <div className="mt-4 max-w-3xl text-lg text-slate-700">{lead}</div> : null}
      {children}
    </section>
  )
}
