import { useQuery } from '@tanstack/react-query'
import type { NavLink, NavSubmenu } from '@/content/navigation'
import { publishedProgrammeQueryOptions, workshopRoute, workshopsOf } from '@/lib/workshops'

/**
 * A submenu's links: those written in content/navigation.ts, or, for Technical Session, the published workshops
 * by title (GET /api/programme). A server render fetches the programme like any data a component reads, so the
 * links are in the page's HTML; publishing a version renders the pages again (their topic is the programme's).
 */
export function useSubmenuLinks(item: NavSubmenu): readonly NavLink[] {
  const fromWorkshops = item.childrenFrom === 'workshops'
  const { data } = useQuery({ ...publishedProgrammeQueryOptions, enabled: fromWorkshops })
  if (!fromWorkshops) return item.children
  return workshopsOf(data).map((w) => ({ kind: 'link', label: w.title, route: workshopRoute(w.slug) }))
}
