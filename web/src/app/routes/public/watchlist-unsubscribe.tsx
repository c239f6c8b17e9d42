import { Link } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { unsubscribeWatchDigest } from '@/features/account-mail/api/watchlist-links'
import { LinkResult } from '@/features/account-mail/components/link-result'
import { useLinkToken } from '@/features/account-mail/lib/use-link-token'

/** /watchlist/unsubscribe?token=…, the link at the foot of every watch digest: one click, no sign-in. */
export function WatchlistUnsubscribeRoute() {
  usePageMeta({ title: pageTitle('Stop saved-tool emails') })
  return (
    <LinkResult
      token={useLinkToken()}
      follow={unsubscribeWatchDigest}
      pendingTitle="Turning off saved-tool emails..."
      successTitle="No more saved-tool emails"
      successText="You will get no more emails about changes to your saved tools. Turn them back on any time in your profile, under Email alerts."
      failureTitle="We could not turn off these emails"
      next={
        <div className="flex flex-col gap-2">
          <Link to={paths.profile.href()} className={`${buttonStyles.secondary} w-full`}>
            Open my profile
          </Link>
          <Link to={paths.home.href()} className={`${buttonStyles.ghost} w-full`}>
            Back to Kitly
          </Link>
        </div>
      }
    />
  )
}
