import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminBundles } from '@/features/admin/bundles/components/admin-bundles'

export function AdminBundlesRoute() {
  usePageMeta({ title: pageTitle('AI Bundles - Admin') })
  return <AdminBundles />
}
