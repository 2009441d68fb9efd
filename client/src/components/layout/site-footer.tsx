import { conferenceDates, modeLabel } from '@common/conference'
import { locationText, organiserDisplay } from '@common/organiser'
import { footerLinks } from '@/content/navigation'
import { useConference, useOrganiser } from '@/lib/conference'
import { useMenuLabels } from '@/lib/menu-labels'
import { useHasToken } from '@/lib/use-has-token'
import { usePathname } from './navigation/nav-links'
import { RouteAnchor } from './route-anchor'

/** Site footer with the quick links of the original site map (Admin or Login, not both); the e-mail is the event settings' (the root passes it). */
export function SiteFooter({ contactEmail }: { contactEmail: string | undefined }) {
  // The conference of the event settings: its names, days and mode.
  const conference = useConference()
  // Who hosts it and where: the settings' organiser.
  const organiser = useOrganiser()
  const pathname = usePathname()
  // One way in: "Admin" for someone holding a token, "Login" for everyone else (the server renders "Login").
  const signedIn = useHasToken()
  // Home, the groups' pages and Contact carry the menu's labels (Admin and Login are not the menu's).
  const labelOf = useMenuLabels()
  const links = footerLinks.filter((l) => l.route !== (signedIn ? '/login' : '/admin'))
  return (
    <footer className="mt-16 bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
        <div className="md:col-span-2">
          <p className="text-lg font-semibold">{conference?.shortName ?? organiser.series}</p>
          {conference ? (
            <p className="mt-2 max-w-prose text-sm text-slate-300">
              {conference.name} {conference.year} — {organiserDisplay(organiser)}. {conferenceDates(conference)},{' '}
              {modeLabel(conference.mode).toLowerCase()}.
            </p>
          ) : null}
          <address className="mt-4 text-sm not-italic text-slate-300">
            <span className="block">{locationText(organiser)}</span>
            {contactEmail ? (
              <a
                href={`mailto:${contactEmail}`}
                className="mt-1 inline-block underline underline-offset-4 hover:text-accent-400"
              >
                {contactEmail}
              </a>
            ) : null}
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-300">Quick links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {links.map((l) => (
              <li key={l.route}>
                <RouteAnchor
                  to={l.route}
                  active={pathname === l.route}
                  className="rounded hover:text-accent-400 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
                >
                  {labelOf(l.route, l.label)}
                </RouteAnchor>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-slate-300">
        © {conference ? `${conference.year} ` : ''}
        {organiser.series}, {organiser.institute}. All rights reserved.
      </p>
    </footer>
  )
}
