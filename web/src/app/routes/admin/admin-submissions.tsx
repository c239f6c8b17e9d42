import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminSubmissions } from '@/features/admin/submissions/components/admin-submissions'

export function AdminSubmissionsRoute() {
  usePageMeta({ title: pageTitle('Submissions - Admin') })
  return <AdminSubmissions />
}
