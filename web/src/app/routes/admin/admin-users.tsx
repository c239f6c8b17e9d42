import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminUsers } from '@/features/admin/users/components/admin-users'

export function AdminUsersRoute() {
  usePageMeta({ title: pageTitle('Registered Users - Admin') })
  return <AdminUsers />
}
