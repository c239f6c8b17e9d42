import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminCategories } from '@/features/admin/categories/components/admin-categories'

export function AdminCategoriesRoute() {
  usePageMeta({ title: pageTitle('Categories - Admin') })
  return <AdminCategories />
}
