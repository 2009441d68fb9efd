import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A titled block of a content page (an h2 under the page's h1); shared by the About and Authors pages. */
export function ContentBlock({
  id,
  heading,
  className,
  children,
}: {
  id: string
  heading: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className={cn('mt-10', className)}>
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      <div className="mt-3 grid gap-3 text-slate-700">{children}</div>
    </section>
  )
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((p) => (
        <p key={p.slice(0, 40)}>{p}</p>
      ))}
    </>
  )
}

export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid list-disc gap-1.5 pl-5', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

export function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
