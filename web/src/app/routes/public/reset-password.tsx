import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { ResetPasswordForm } from '@/features/account-mail/components/reset-password-form'
import { useLinkToken } from '@/features/account-mail/lib/use-link-token'

/** /reset-password?token=…, opened from the reset email. */
export function ResetPasswordRoute() {
  usePageMeta({ title: pageTitle('Choose a new password') })
  const token = useLinkToken()
  return <ResetPasswordForm token={token} />
}
