import { Link } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { confirmNewsletter } from '@/features/account-mail/api/newsletter-links'
import { LinkResult } from '@/features/account-mail/components/link-result'
import { useLinkToken } from '@/features/account-mail/lib/use-link-token'

/** /newsletter/confirm?token=…, the double opt-in link. */
export function NewsletterConfirmRoute() {
  usePageMeta({ title: pageTitle('Confirm your subscription') })
  const token = useLinkToken()
  return (
    <LinkResult
      token={token}
      follow={confirmNewsletter}
      pendingTitle="Confirming your subscription..."
      successTitle="You're subscribed"
      successText="Thanks! You will get one short email when we publish new guides and tools. Every email has a one-click unsubscribe link."
      failureTitle="We could not confirm your subscription"
      next={
        <Link to={paths.blog.href()} className={`${buttonStyles.primary} w-full`}>
          Read the blog
        </Link>
      }
    />
  )
}
