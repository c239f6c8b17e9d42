import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminTutorials } from '@/features/admin/tutorials/components/admin-tutorials'

export function AdminTutorialsRoute() {
  usePageMeta({ title: pageTitle('Tutorials - Admin') })
  return <AdminTutorials />
}
