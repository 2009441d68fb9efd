import { useContext, useEffect, useId, useRef, useState } from 'react'
import { ChevronDown, Menu, X } from '@/components/icons'
import { adminLink, contactLink, homeLink, type NavGroupId, navGroups } from '@/content/navigation'
import { cn } from '@/lib/utils'
import {
  mobileGroupButtonClass,
  mobileLinkClass,
  NavGroupItems,
  NavItemLink,
  NavLabelsContext,
  NavPathnameContext,
} from './nav-links'

/**
 * Mobile menu (below lg): a burger toggles a collapsible panel. One group is expanded at a time,
 * clicking the open group closes it, the Technical Session submenu toggles on its own, and
 * choosing a link closes the menu.
 */
export function MobileNavigation({ showAdmin }: { showAdmin: boolean }) {
  const pathname = useContext(NavPathnameContext)
  const labelOf = useContext(NavLabelsContext)
  const [menuOpen, setMenuOpen] = useState(false)
  // Once opened, the list stays rendered: closing it again only hides it (no re-render of ~90 elements a toggle).
  const [everOpened, setEverOpened] = useState(false)
  if (menuOpen && !everOpened) setEverOpened(true)
  const [openGroup, setOpenGroup] = useState<NavGroupId | null>(null)
  const [submenuOpen, setSubmenuOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const closeMenu = () => {
    setMenuOpen(false)
    setOpenGroup(null)
    setSubmenuOpen(false)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: close the mobile menu on every navigation
  useEffect(() => {
    closeMenu()
  }, [pathname])

  // biome-ignore lint/correctness/useExhaustiveDependencies: closeMenu is recreated on each render; the listener needs it only while the menu is open
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        closeMenu()
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const toggleGroup = (id: NavGroupId) => {
    setOpenGroup((cur) => (cur === id ? null : id))
    setSubmenuOpen(false)
  }

  return (
    <nav aria-label="Main" className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={menuOpen}
        aria-controls={panelId}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
        className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      {menuOpen ? (
        // The scrim: dims the page behind the open menu; a tap on it closes the menu (keyboards have Escape).
        <div
          aria-hidden
          data-testid="mobile-menu-scrim"
          onClick={closeMenu}
          className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] bg-slate-950/40"
        />
      ) : null}
      <div
        id={panelId}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        {/* Rendered from the first opening on, never by the server: closed, the panel is hidden and its burger does
            nothing until the app has loaded, and the desktop bar carries the same links for readers without it.
            Its ~90 elements were a tenth of the home page's HTML (13 of 131 KB), parsed before a phone's first paint. */}
        {everOpened ? (
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
            <li>
              <NavItemLink link={homeLink} className={mobileLinkClass} onNavigate={closeMenu} />
            </li>
            {navGroups.map((group) => {
              const expanded = openGroup === group.id
              const listId = `${panelId}-${group.id}`
              return (
                <li key={group.id}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    onClick={() => toggleGroup(group.id)}
                    className={mobileGroupButtonClass}
                  >
                    {labelOf(group.route, group.label)}
                    <ChevronDown aria-hidden className={cn('size-5 transition-transform', expanded && 'rotate-180')} />
                  </button>
                  <ul id={listId} hidden={!expanded} className="ml-3 border-l border-slate-200 pl-2">
                    <NavGroupItems
                      items={group.items}
                      look="mobile"
                      submenuOpen={submenuOpen}
                      onToggleSubmenu={() => setSubmenuOpen((v) => !v)}
                      onNavigate={closeMenu}
                    />
                  </ul>
                </li>
              )
            })}
            <li>
              <NavItemLink link={contactLink} className={mobileLinkClass} onNavigate={closeMenu} />
            </li>
            {showAdmin ? (
              <li>
                <NavItemLink link={adminLink} className={mobileLinkClass} onNavigate={closeMenu} />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </nav>
  )
}
