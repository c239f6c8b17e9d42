import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AdminInvitationForm } from '@/features/account-mail/components/admin-invitation-form'
import { useLinkToken } from '@/features/account-mail/lib/use-link-token'

/** /invitation?token=…, opened from an admin invitation email. */
export function AdminInvitationRoute() {
  usePageMeta({ title: pageTitle('Admin invitation') })
  const token = useLinkToken()
  return <AdminInvitationForm token={token} />
}
