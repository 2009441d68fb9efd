import { useHasToken } from '@/lib/use-has-token'
import { DesktopNavigation } from './navigation/desktop-menu'
import { MobileNavigation } from './navigation/mobile-menu'
import { NavPathnameContext, usePathname } from './navigation/nav-links'

/** The site's main navigation: the desktop bar and the mobile burger menu (spec §2 Shell/Navigation). */
export function MainNavigation() {
  const showAdmin = useHasToken()
  return (
    <NavPathnameContext.Provider value={usePathname()}>
      <DesktopNavigation showAdmin={showAdmin} />
      <MobileNavigation showAdmin={showAdmin} />
    </NavPathnameContext.Provider>
  )
}
