import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { DirectAccess } from '@/features/admin/access/components/direct-access'

export function AdminDirectRoute() {
  usePageMeta({ title: pageTitle('Direct Admin Access') })
  return <DirectAccess />
}
