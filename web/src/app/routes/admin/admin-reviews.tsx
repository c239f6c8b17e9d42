import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminReviews } from '@/features/admin/reviews/components/admin-reviews'

export function AdminReviewsRoute() {
  usePageMeta({ title: pageTitle('Reviews - Admin') })
  return <AdminReviews />
}
