import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { useAdminPermissions } from '@/features/admin/access/api/check-admin'
import { AdminReviews } from '@/features/admin/reviews/components/admin-reviews'

/** /admin/reviews: moderators verify and delete; admins also add, edit and import. */
export function AdminReviewsRoute() {
  usePageMeta({ title: pageTitle('Reviews - Admin') })
  return <AdminReviews canManage={useAdminPermissions().includes('manage_site')} />
}
