import { type FocusEvent, type KeyboardEvent, useContext, useEffect, useId, useRef, useState } from 'react'
import { ChevronDown } from '@/components/icons'
import { adminLink, contactLink, homeLink, type NavGroup, type NavGroupId, navGroups } from '@/content/navigation'
import { cn } from '@/lib/utils'
import {
  groupButtonClass,
  isActive,
  NavGroupItems,
  NavItemLink,
  NavLabelsContext,
  NavPathnameContext,
  topLinkClass,
} from './nav-links'

type OpenedBy = 'hover' | 'focus' | 'click'

/**
 * Desktop bar (lg and up): each group is a disclosure that opens on hover, on keyboard focus
 * and on click; Escape closes it and returns focus to its button. One group is open at a time.
 */
export function DesktopNavigation({ showAdmin }: { showAdmin: boolean }) {
  const pathname = useContext(NavPathnameContext)
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
  const labelOf = useContext(NavLabelsContext)
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
        className={groupButtonClass}
      >
        {labelOf(group.route, group.label)}
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
          <NavGroupItems
            items={group.items}
            look="panel"
            submenuOpen={submenuOpen}
            onToggleSubmenu={onToggleSubmenu}
            onNavigate={onClose}
          />
        </ul>
      </div>
    </li>
  )
}
