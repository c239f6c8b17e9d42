import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { ForgotPasswordForm } from '@/features/account-mail/components/forgot-password-form'

/** /forgot-password, linked from the sign-in dialog. */
export function ForgotPasswordRoute() {
  usePageMeta({ title: pageTitle('Forgot password') })
  return <ForgotPasswordForm />
}
