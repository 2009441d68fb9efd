import { useQuery } from '@tanstack/react-query'
import type { NavLink, NavSubmenu } from '@/content/navigation'
import { workshopLinksQueryOptions, workshopRoute } from '@/lib/workshops'

/**
 * A submenu's links: those written in content/navigation.ts, or, for Technical Session, the published workshops
 * by title (GET /api/programme/workshops). A server render fetches them like any data a component reads, so the
 * links are in the page's HTML; publishing a version renders the pages again (their topic is the programme's).
 */
export function useSubmenuLinks(item: NavSubmenu): readonly NavLink[] {
  const fromWorkshops = item.childrenFrom === 'workshops'
  const { data } = useQuery({ ...workshopLinksQueryOptions, enabled: fromWorkshops })
  if (!fromWorkshops) return item.children
  return (data?.workshops ?? []).map((w) => ({ kind: 'link', label: w.title, route: workshopRoute(w.slug) }))
}
