import type { PageItem } from '@common/pages'
import type { ReactNode } from 'react'
import { Markdown } from '@/components/markdown'

/**
 * One card of a page's list (a place to visit, a cultural event, as organisers edit them in /admin/pages): its
 * picture (when it has one), an optional badge above the title, the title, what the page says under it (`children`:
 * a date line, a place) and the entry's text.
 */
export function ListItemCard({
  item,
  badge,
  children,
}: {
  item: Pick<PageItem, 'title' | 'image' | 'imageAlt' | 'markdown'>
  badge?: ReactNode
  children?: ReactNode
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {item.image ? (
        <img
          src={item.image}
          alt={item.imageAlt ?? ''}
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
          loading="lazy"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {badge}
        <h2 className="text-lg font-semibold text-slate-900">{item.title}</h2>
        {children}
        <Markdown source={item.markdown} className="grid gap-2 text-sm text-slate-700" />
      </div>
    </li>
  )
}
