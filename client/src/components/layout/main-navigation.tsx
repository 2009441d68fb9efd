import { useMenuLabels } from '@/lib/menu-labels'
import { useHasToken } from '@/lib/use-has-token'
import { DesktopNavigation } from './navigation/desktop-menu'
import { LiveWhereShown } from './navigation/live-where-shown'
import { MobileNavigation } from './navigation/mobile-menu'
import { NavLabelsContext, NavPathnameContext, usePathname } from './navigation/nav-links'

/** The site's main navigation: the desktop bar and the mobile burger menu. */
export function MainNavigation() {
  const showAdmin = useHasToken()
  return (
    <NavPathnameContext.Provider value={usePathname()}>
      <NavLabelsContext.Provider value={useMenuLabels()}>
        {/* Tailwind's lg: the desktop bar shows from 64rem, the burger menu below it. */}
        <LiveWhereShown media="(width >= 64rem)">
          <DesktopNavigation showAdmin={showAdmin} />
        </LiveWhereShown>
        <LiveWhereShown media="not all and (width >= 64rem)">
          <MobileNavigation showAdmin={showAdmin} />
        </LiveWhereShown>
      </NavLabelsContext.Provider>
    </NavPathnameContext.Provider>
  )
}
