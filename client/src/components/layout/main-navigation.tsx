import { useMenuLabels } from '@/lib/menu-labels'
import { useHasToken } from '@/lib/use-has-token'
import { DesktopNavigation } from './navigation/desktop-menu'
import { MobileNavigation } from './navigation/mobile-menu'
import { NavLabelsContext, NavPathnameContext, usePathname } from './navigation/nav-links'

/** The site's main navigation: the desktop bar and the mobile burger menu (spec §2 Shell/Navigation). */
export function MainNavigation() {
  const showAdmin = useHasToken()
  return (
    <NavPathnameContext.Provider value={usePathname()}>
      <NavLabelsContext.Provider value={useMenuLabels()}>
        <DesktopNavigation showAdmin={showAdmin} />
        <MobileNavigation showAdmin={showAdmin} />
      </NavLabelsContext.Provider>
    </NavPathnameContext.Provider>
  )
}
