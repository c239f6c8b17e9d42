import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminReports } from '@/features/admin/reports/components/admin-reports'

export function AdminReportsRoute() {
  usePageMeta({ title: pageTitle('Tool Reports - Admin') })
  return <AdminReports />
}
