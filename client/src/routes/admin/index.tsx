import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import { pageHead } from '@/lib/page-head'

export const Route = createFileRoute('/admin/')({
  head: () => pageHead('Admin dashboard', 'Manage the ICNARI 2026 website.'),
  component: AdminDashboard,
})
