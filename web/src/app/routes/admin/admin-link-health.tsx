import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminLinkHealth } from '@/features/admin/link-health/components/admin-link-health'

export function AdminLinkHealthRoute() {
  usePageMeta({ title: pageTitle('Link Health - Admin') })
  return <AdminLinkHealth />
}
