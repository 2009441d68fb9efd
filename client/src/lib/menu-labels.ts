import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { pageQueryOptions } from '@/lib/page-query'

/** A menu entry's label: the organisers' for its path, else the one written in content/navigation.ts. */
export type MenuLabel = (route: string, label: string) => string

/**
 * The menu's labels as organisers named them in /admin/pages/menu (issue 54), by path; the paths themselves are
 * fixed. Until the menu page is read (or if it cannot be), each entry keeps its written label.
 */
export function useMenuLabels(): MenuLabel {
  const page = useQuery(pageQueryOptions('menu')).data
  return useMemo(() => {
    const items = page?.blocks.find((b) => b.name === 'items')?.items ?? []
    const labels = new Map(items.map((item) => [item.link, item.title.trim()]))
    return (route, label) => labels.get(route) || label
  }, [page])
}
