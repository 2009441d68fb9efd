import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext, useId } from 'react'
import { ChevronDown } from '@/components/icons'
import type { NavGroupItem, NavLink, NavSubmenu } from '@/content/navigation'
import type { MenuLabel } from '@/lib/menu-labels'
import { cn } from '@/lib/utils'
import { RouteAnchor } from '../route-anchor'
import { useSubmenuLinks } from './submenu-links'

export function usePathname(): string {
  return useRouterState({ select: (s) => s.location.pathname })
}

/** The current path, read once by the navigation and handed to its links (one subscription, not one per link). */
export const NavPathnameContext = createContext('/')

/** The menu's labels as organisers named them (lib/menu-labels.ts), handed to the menus' items. */
export const NavLabelsContext = createContext<MenuLabel>((_route, label) => label)

export function isActive(pathname: string, route: string): boolean {
  return route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`)
}

/**
 * One navigation link. Routes other parts of the site own are typed loosely here:
 * the route tree is generated, and the navigation content is checked against it in the e2e tests.
 * `plain` links (the CMT acknowledgement page) are ordinary anchors with a full page load.
 * Home is active on `/` only; any other link on its path and below it.
 */
export function NavItemLink({
  link,
  className,
  onNavigate,
}: {
  link: NavLink
  className?: string
  onNavigate?: () => void
}) {
  const pathname = useContext(NavPathnameContext)
  const label = useContext(NavLabelsContext)(link.route, link.label)
  if (link.plain) {
    return (
      <a href={link.route} className={className} onClick={onNavigate}>
        {label}
      </a>
    )
  }
  return (
    <RouteAnchor to={link.route} active={isActive(pathname, link.route)} className={className} onNavigate={onNavigate}>
      {label}
    </RouteAnchor>
  )
}

export const topLinkClass =
  'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[active=true]:text-brand-700 data-[active=true]:underline data-[active=true]:underline-offset-8'

// Item classes carry no display: links add `block`, the submenu and group buttons `flex`.
const panelItemClass =
  'rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[active=true]:font-semibold data-[active=true]:text-brand-700'
export const panelLinkClass = `${panelItemClass} block`

export const mobileItemClass =
  'rounded-md px-3 py-2.5 text-base text-slate-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[active=true]:font-semibold data-[active=true]:text-brand-700'
export const mobileLinkClass = `${mobileItemClass} block`

/** A desktop group's button and a mobile group's button (the class checks read cn() calls with local constants). */
export const groupButtonClass = cn(topLinkClass, 'gap-1')
export const mobileGroupButtonClass = cn(
  mobileItemClass,
  'flex w-full items-center justify-between text-left font-medium',
)

/** The Technical Session submenu's look in the desktop panel and in the mobile menu. */
const itemClasses = { panel: panelItemClass, mobile: mobileItemClass }

/** The Technical Session item: a button that expands its links (the published workshops) on its own. */
export function SubmenuItem({
  item,
  open,
  onToggle,
  onNavigate,
  look,
}: {
  item: NavSubmenu
  open: boolean
  onToggle: () => void
  onNavigate: () => void
  look: keyof typeof itemClasses
}) {
  const listId = useId()
  const links = useSubmenuLinks(item)
  const label = useContext(NavLabelsContext)(item.route, item.label)
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={cn(itemClasses[look], 'flex w-full items-center justify-between gap-2 text-left')}
      >
        {label}
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="ml-3 border-l border-slate-200 pl-2">
        {links.map((child) => (
          <li key={child.route}>
            <NavItemLink link={child} className={cn(itemClasses[look], 'block')} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  )
}

const linkClasses = { panel: panelLinkClass, mobile: mobileLinkClass }

/** A group's items, in a desktop panel or in the mobile menu: each a link, or the Technical Session submenu. */
export function NavGroupItems({
  items,
  look,
  submenuOpen,
  onToggleSubmenu,
  onNavigate,
}: {
  items: readonly NavGroupItem[]
  look: keyof typeof itemClasses
  submenuOpen: boolean
  onToggleSubmenu: () => void
  onNavigate: () => void
}) {
  return items.map((item) => (
    <li key={item.route}>
      {item.kind === 'link' ? (
        <NavItemLink link={item} className={linkClasses[look]} onNavigate={onNavigate} />
      ) : (
        <SubmenuItem item={item} open={submenuOpen} onToggle={onToggleSubmenu} onNavigate={onNavigate} look={look} />
      )}
    </li>
  ))
}
