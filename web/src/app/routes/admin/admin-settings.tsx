import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminSettings } from '@/features/admin/settings/components/admin-settings'

export function AdminSettingsRoute() {
  usePageMeta({ title: pageTitle('Settings - Admin') })
  return <AdminSettings />
}
