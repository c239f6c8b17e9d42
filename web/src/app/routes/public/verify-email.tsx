import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { sessionKey } from '@/components/auth/current-user'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { verifyEmail } from '@/features/account-mail/api/verify-email'
import { LinkResult } from '@/features/account-mail/components/link-result'
import { useLinkToken } from '@/features/account-mail/lib/use-link-token'

/** /verify-email?token=…, opened from the verification email sent at sign-up. */
export function VerifyEmailRoute() {
  usePageMeta({ title: pageTitle('Verify your email') })
  const token = useLinkToken()
  const { mutate } = useSWRConfig()
  // The signed-in user's `email_verified` changed: re-read it, or the dashboard would still ask.
  const verify = useCallback(
    async (linkToken: string) => {
      await verifyEmail(linkToken)
      void mutate(sessionKey)
    },
    [mutate],
  )
  return (
    <LinkResult
      token={token}
      follow={verify}
      pendingTitle="Verifying your email..."
      successTitle="Email verified"
      successText="Thank you: your address is confirmed, so you can always get back into your account."
      failureTitle="We could not verify your email"
      next={
        <Link to={paths.dashboard.href()} className={`${buttonStyles.primary} w-full`}>
          Go to your dashboard
        </Link>
      }
    />
  )
}
