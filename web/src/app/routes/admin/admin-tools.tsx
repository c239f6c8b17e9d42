import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminTools } from '@/features/admin/tools/components/admin-tools'
import { useCategories } from '@/features/categories/api/get-categories'

/** /admin/tools: the tool table, with the categories of the filter and the form. */
export function AdminToolsRoute() {
  usePageMeta({ title: pageTitle('AI Tools - Admin') })
  const { data: categories = [] } = useCategories()
  return <AdminTools categories={categories} />
}
