import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import { RecentUpdatesWidget } from '@/features/admin-updates/components/recent-updates-widget'
import { PapersReceivedWidget } from '@/features/papers/components/papers-received-widget'

export const Route = createFileRoute('/admin/')({
  component: () => (
    <AdminDashboard
      widgets={
        <>
          <PapersReceivedWidget />
          <RecentUpdatesWidget />
        </>
      }
    />
  ),
})
