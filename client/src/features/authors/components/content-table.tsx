import type * as React from 'react'

/**
 * A content table of the authors pages: a caption for screen readers, one tinted header row (`head`, its
 * cells) and a bordered body row per item (`row`, its cells). Wrapping (border, scrolling) stays with the page.
 */
export function ContentTable<T>({
  caption,
  headClassName,
  head,
  items,
  itemKey,
  row,
  ...tableProps
}: {
  caption: string
  headClassName: string
  head: React.ReactNode
  items: readonly T[]
  itemKey: (item: T) => string
  row: (item: T) => React.ReactNode
} & Omit<React.ComponentProps<'table'>, 'children'>) {
  return (
    <table {...tableProps}>
      <caption className="sr-only">{caption}</caption>
      <thead className={headClassName}>
        <tr>{head}</tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={itemKey(item)} className="border-t border-slate-200">
            {row(item)}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
