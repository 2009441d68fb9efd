import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AdminHeader } from '@/features/admin/components/admin-header'
import { hasToken } from '@/lib/session'

// The guard only checks that a token is stored (spec §6); the server checks it on every admin call.
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    if (!hasToken()) throw redirect({ to: '/login' })
  },
  component: AdminLayout,
})

function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <AdminHeader />
      <Outlet />
    </div>
  )
}
