import { Link } from '@tanstack/react-router'

const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/authors', label: 'Authors' },
  { to: '/programs', label: 'Programs' },
  { to: '/sponsors', label: 'Sponsors' },
  { to: '/contact', label: 'Contact' },
  { to: '/admin', label: 'Admin' },
  { to: '/login', label: 'Login' },
] as const

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="text-lg font-semibold">ICNARI 2026</p>
          <p className="mt-2 text-sm text-slate-300">
            International Conference on Next-Generation Adaptive Research and Innovations — Department of Electrical
            Engineering, NIT Patna. 6–8 March 2026, hybrid.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm sm:justify-items-end">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to as "/"} className="hover:text-accent-400 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-slate-300">
        © 2026 ICNARI, NIT Patna. All rights reserved.
      </p>
    </footer>
  )
}
