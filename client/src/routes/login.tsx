import { createFileRoute } from '@tanstack/react-router'
import { PAGE_FRAME, PageTitle } from '@/components/ui/page-container'
import { LoginForm } from '@/features/auth/components/login-form'
import { adminReturnPath } from '@/lib/admin/return-path'

export const Route = createFileRoute('/login')({
  // `redirect`: the admin page to return to after logging in (set by the admin guard); checked before use.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
})

function LoginPage() {
  const { redirect } = Route.useSearch()
  return (
    <section className={`${PAGE_FRAME} py-10 sm:py-12`}>
      <div className="max-w-md">
        <PageTitle>Admin login</PageTitle>
        <p className="mt-2 text-slate-600">Sign in with your admin email and password.</p>
        <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm">
          <LoginForm returnTo={adminReturnPath(redirect)} />
        </div>
      </div>
    </section>
  )
}
