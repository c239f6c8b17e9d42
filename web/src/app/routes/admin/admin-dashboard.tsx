import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { paths } from '@/config/paths'
import { AdminDashboard } from '@/features/admin/dashboard/components/admin-dashboard'
import { adminLinks } from '@/features/admin/shell/nav-links'

export function AdminDashboardRoute() {
  usePageMeta({ title: pageTitle('Admin Dashboard') })
  return <AdminDashboard quickActions={adminLinks.filter((link) => link.href !== paths.adminDashboard.href())} />
}
