import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminSubscribers } from '@/features/admin/subscribers/components/admin-subscribers'

export function AdminSubscribersRoute() {
  usePageMeta({ title: pageTitle('Newsletter Subscribers - Admin') })
  return <AdminSubscribers />
}
