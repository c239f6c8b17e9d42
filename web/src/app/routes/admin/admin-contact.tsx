import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminContact } from '@/features/admin/contact/components/admin-contact'

export function AdminContactRoute() {
  usePageMeta({ title: pageTitle('Contact Inquiries - Admin') })
  return <AdminContact />
}
