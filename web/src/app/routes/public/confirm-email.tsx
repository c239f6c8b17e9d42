import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { sessionKey } from '@/components/auth/current-user'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { confirmEmailChange } from '@/features/account-mail/api/verify-email'
import { LinkResult } from '@/features/account-mail/components/link-result'
import { useLinkToken } from '@/features/account-mail/lib/use-link-token'

/** /confirm-email?token=…, opened from the mail sent to the new address of an email change. */
export function ConfirmEmailRoute() {
  usePageMeta({ title: pageTitle('Confirm your new email') })
  const token = useLinkToken()
  const { mutate } = useSWRConfig()
  // The signed-in user's address changed (or their session ended): re-read who is signed in.
  const confirm = useCallback(
    async (linkToken: string) => {
      await confirmEmailChange(linkToken)
      void mutate(sessionKey)
    },
    [mutate],
  )
  return (
    <LinkResult
      token={token}
      follow={confirm}
      pendingTitle="Confirming your new email..."
      successTitle="Email address changed"
      successText="Your account now uses this address, and your other devices have been signed out."
      failureTitle="We could not change your email"
      next={
        <Link to={paths.profile.href()} className={`${buttonStyles.primary} w-full`}>
          Go to your profile
        </Link>
      }
    />
  )
}
