import { Link } from '@tanstack/react-router'

/** The admin pages a desk account may open (the server allows it only their calls): its own sign-in security. */
export const DESK_PAGES: readonly string[] = ['/admin/check-in', '/admin/security']

export function isDeskPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  return DESK_PAGES.includes(path)
}

/** What a desk account sees on any other admin page. */
export function DeskRoleNotice() {
  return (
    <section role="alert" aria-labelledby="desk-role-title" className="max-w-2xl rounded-md border p-6">
      <h1 id="desk-role-title" className="mb-3 text-2xl font-bold text-brand-800">
        This page needs full admin rights
      </h1>
      <p className="mb-3">
        Your account has the desk role: it may check attendees in at the venue and look after its own sign-in, nothing
        else. Ask an organiser with full admin rights if you need this page.
      </p>
      <ul className="grid gap-2">
        <li>
          <Link to="/admin/check-in" className="underline">
            Check attendees in
          </Link>
        </li>
        <li>
          <Link to="/admin/security" className="underline">
            Your password and second factor
          </Link>
        </li>
      </ul>
    </section>
  )
}
