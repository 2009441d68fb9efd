import { Link } from '@tanstack/react-router'

/** Fixed top bar with the logo linking home. (The full navigation menu replaces the simple links below.) */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-800" aria-label="ICNARI 2026 home">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>ICNARI 2026</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-4 text-sm font-medium">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/allpapers">Papers</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
