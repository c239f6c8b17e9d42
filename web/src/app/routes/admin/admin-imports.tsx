import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminImports } from '@/features/admin/imports/components/admin-imports'

export function AdminImportsRoute() {
  usePageMeta({ title: pageTitle('Imports - Admin') })
  return <AdminImports />
}
