import { Link } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { unsubscribeNewsletter } from '@/features/account-mail/api/newsletter-links'
import { LinkResult } from '@/features/account-mail/components/link-result'
import { useLinkToken } from '@/features/account-mail/lib/use-link-token'

/** /newsletter/unsubscribe?token=…, the link at the foot of every newsletter email: one click, done. */
export function NewsletterUnsubscribeRoute() {
  usePageMeta({ title: pageTitle('Unsubscribe') })
  const token = useLinkToken()
  return (
    <LinkResult
      token={token}
      follow={unsubscribeNewsletter}
      pendingTitle="Unsubscribing..."
      successTitle="You're unsubscribed"
      successText="You will get no more newsletter emails from Kitly. Changed your mind? Subscribe again from any blog article."
      failureTitle="We could not unsubscribe you"
      next={
        <Link to={paths.home.href()} className={`${buttonStyles.secondary} w-full`}>
          Back to Kitly
        </Link>
      }
    />
  )
}
