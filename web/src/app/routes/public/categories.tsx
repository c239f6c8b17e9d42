import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { CategoriesExplorer } from '@/features/categories/components/categories-explorer'

export function CategoriesRoute() {
  usePageMeta({ title: pageTitle('AI Tool Categories'), description: 'Browse AI tools by category.' })
  return <CategoriesExplorer />
}
