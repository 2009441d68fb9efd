import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { isPlainLeftClick } from './plain-click'

/**
 * For HTML React did not render (Markdown, a part adopted from the server's page): a click on a link to a path of
 * this site goes through the router (no full page load), as the site's own links do; a modified click (new tab,
 * download) or a link opening elsewhere is left to the browser.
 */
export function useSiteLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const router = useRouter({ warn: false })
  return (event) => {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href') ?? ''
    if (!router || !link || link.target || !href.startsWith('/') || href.startsWith('//')) return
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    void router.navigate({ to: href })
  }
}
