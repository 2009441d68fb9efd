import { Link, useRouterState } from '@tanstack/react-router'
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { ChevronDown, Menu, X } from '@/components/icons'
import {
  adminLink,
  contactLink,
  homeLink,
  type NavGroup,
  type NavGroupId,
  type NavLink,
  type NavSubmenu,
  navGroups,
} from '@/content/navigation'
import { hasToken } from '@/lib/session'
import { cn } from '@/lib/utils'

/** Fired by lib/session.ts whenever the stored session is saved or cleared. */
const SESSION_CHANGE_EVENT = 'session-change'

/**
 * True when an entry named `token` is in localStorage (spec §2: checked when the navigation loads).
 * It is re-read on login/logout ('session-change') and when another tab changes the storage.
 */
export function useHasToken(): boolean {
  const [present, setPresent] = useState(false)
  useEffect(() => {
    const read = () => setPresent(hasToken())
    // The first read of localStorage in a page opens the site's storage (~10 ms on a slow phone): in a task of
    // its own, not in the one that finishes hydrating the page.
    const first = setTimeout(read, 0)
    window.addEventListener(SESSION_CHANGE_EVENT, read)
    window.addEventListener('storage', read)
    return () => {
      clearTimeout(first)
      window.removeEventListener(SESSION_CHANGE_EVENT, read)
      window.removeEventListener('storage', read)
    }
  }, [])
  return present
}

function usePathname(): string {
  return useRouterState({ select: (s) => s.location.pathname })
}

function isActive(pathname: string, route: string): boolean {
  return route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`)
}

/**
 * One navigation link. Routes other parts of the site own are typed loosely here:
 * the route tree is generated, and the navigation content is checked against it in the e2e tests.
 * `plain` links (the CMT acknowledgement page) are ordinary anchors with a full page load.
 */
function NavItemLink({ link, className, onNavigate }: { link: NavLink; className?: string; onNavigate?: () => void }) {
  if (link.plain) {
    return (
      <a href={link.route} className={className} onClick={onNavigate}>
        {link.label}
      </a>
    )
  }
  return (
    <Link
      to={link.route as '/'}
      className={className}
      activeOptions={{ exact: link.route === '/' }}
      activeProps={{ 'data-active': 'true' }}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  )
}

const topLinkClass =
  'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[active=true]:text-brand-700 data-[active=true]:underline data-[active=true]:underline-offset-8'

// Item classes carry no display: links add `block`, the submenu and group buttons `flex`.
const panelItemClass =
  'rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[active=true]:font-semibold data-[active=true]:text-brand-700'
const panelLinkClass = `${panelItemClass} block`

/** The Technical Session item: a button that expands its three tracks on its own. */
function SubmenuItem({
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
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={cn(itemClasses[look], 'flex w-full items-center justify-between gap-2 text-left')}
      >
        {item.label}
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="ml-3 border-l border-slate-200 pl-2">
        {item.children.map((child) => (
          <li key={child.route}>
            <NavItemLink link={child} className={cn(itemClasses[look], 'block')} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  )
}

type OpenedBy = 'hover' | 'focus' | 'click'

/**
 * Desktop bar (lg and up): each group is a disclosure that opens on hover, on keyboard focus
 * and on click; Escape closes it and returns focus to its button. One group is open at a time.
 */
function DesktopNavigation({ showAdmin }: { showAdmin: boolean }) {
  const pathname = usePathname()
  const [open, setOpen] = useState<{ id: NavGroupId; by: OpenedBy } | null>(null)
  const [submenuOpen, setSubmenuOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)

  // Close on navigation and on a click outside the bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: close the menus on every navigation
  useEffect(() => {
    setOpen(null)
    setSubmenuOpen(false)
  }, [pathname])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  useEffect(() => {
    if (!open) setSubmenuOpen(false)
  }, [open])

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavItemLink link={homeLink} className={topLinkClass} />
        </li>
        {navGroups.map((group, index) => (
          <DesktopGroup
            key={group.id}
            group={group}
            align={index < 2 ? 'start' : 'end'}
            active={isActive(pathname, group.route)}
            isOpen={open?.id === group.id}
            openedBy={open?.id === group.id ? open.by : undefined}
            onOpen={(by) => setOpen({ id: group.id, by })}
            onClose={() => setOpen((cur) => (cur?.id === group.id ? null : cur))}
            submenuOpen={submenuOpen}
            onToggleSubmenu={() => setSubmenuOpen((v) => !v)}
          />
        ))}
        <li>
          <NavItemLink link={contactLink} className={topLinkClass} />
        </li>
        {showAdmin ? (
          <li>
            <NavItemLink link={adminLink} className={topLinkClass} />
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

function DesktopGroup({
  group,
  align,
  active,
  isOpen,
  openedBy,
  onOpen,
  onClose,
  submenuOpen,
  onToggleSubmenu,
}: {
  group: NavGroup
  align: 'start' | 'end'
  active: boolean
  isOpen: boolean
  openedBy: OpenedBy | undefined
  onOpen: (by: OpenedBy) => void
  onClose: () => void
  submenuOpen: boolean
  onToggleSubmenu: () => void
}) {
  const panelId = useId()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  const onFocus = (e: FocusEvent<HTMLLIElement>) => {
    // Open when keyboard focus enters the group from outside (not when Escape hands focus back to the button).
    if (!isOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpen('focus')
  }
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onClose()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key === 'Escape' && isOpen) {
      e.preventDefault()
      onClose()
      triggerRef.current?.focus()
    } else if (e.key === 'ArrowDown' && e.target === triggerRef.current) {
      e.preventDefault()
      if (!isOpen) onOpen('click')
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a, button')?.focus())
    }
  }
  const onClick = () => {
    // A click pins a group opened by hover or focus; a second click closes it.
    if (isOpen && openedBy === 'click') onClose()
    else onOpen('click')
  }

  return (
    <li
      className="relative"
      onMouseEnter={() => {
        if (!isOpen) onOpen('hover')
      }}
      onMouseLeave={() => {
        if (openedBy === 'hover') onClose()
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onClick}
        data-active={active ? 'true' : undefined}
        className={cn(topLinkClass, 'gap-1')}
      >
        {group.label}
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      {/* The padding keeps the pointer inside the item while it moves from the button to the panel. */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className={cn('absolute top-full pt-2', align === 'start' ? 'left-0' : 'right-0')}
      >
        <ul className="w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          {group.items.map((item) => (
            <li key={item.route}>
              {item.kind === 'link' ? (
                <NavItemLink link={item} className={panelLinkClass} onNavigate={onClose} />
              ) : (
                <SubmenuItem
                  item={item}
                  open={submenuOpen}
                  onToggle={onToggleSubmenu}
                  onNavigate={onClose}
                  look="panel"
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}

const mobileItemClass =
  'rounded-md px-3 py-2.5 text-base text-slate-800 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[active=true]:font-semibold data-[active=true]:text-brand-700'
const mobileLinkClass = `${mobileItemClass} block`

/** The Technical Session submenu's look in the desktop panel and in the mobile menu. */
const itemClasses = { panel: panelItemClass, mobile: mobileItemClass }

/**
 * Mobile menu (below lg): a burger toggles a collapsible panel. One group is expanded at a time,
 * clicking the open group closes it, the Technical Session submenu toggles on its own, and
 * choosing a link closes the menu.
 */
function MobileNavigation({ showAdmin }: { showAdmin: boolean }) {
  const pathname = usePathname()
  const [menuOpen, setMenuOpen] = useState(false)
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
      <div
        id={panelId}
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
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
                  className={cn(mobileItemClass, 'flex w-full items-center justify-between text-left font-medium')}
                >
                  {group.label}
                  <ChevronDown aria-hidden className={cn('size-5 transition-transform', expanded && 'rotate-180')} />
                </button>
                <ul id={listId} hidden={!expanded} className="ml-3 border-l border-slate-200 pl-2">
                  {group.items.map((item) => (
                    <li key={item.route}>
                      {item.kind === 'link' ? (
                        <NavItemLink link={item} className={mobileLinkClass} onNavigate={closeMenu} />
                      ) : (
                        <SubmenuItem
                          item={item}
                          open={submenuOpen}
                          onToggle={() => setSubmenuOpen((v) => !v)}
                          onNavigate={closeMenu}
                          look="mobile"
                        />
                      )}
                    </li>
                  ))}
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
      </div>
    </nav>
  )
}

/** The site's main navigation: the desktop bar and the mobile burger menu (spec §2 Shell/Navigation). */
export function MainNavigation() {
  const showAdmin = useHasToken()
  return (
    <>
      <DesktopNavigation showAdmin={showAdmin} />
      <MobileNavigation showAdmin={showAdmin} />
    </>
  )
}
