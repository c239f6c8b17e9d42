import { CopySnippet } from '@/components/ui/copy-snippet'
import { cardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useSiteName } from '@/lib/site-settings'
import { badgeSnippet } from '../lib/badge-snippet'

/** The "Featured on" badge for a verified maker's own site: a preview, its HTML, and a button that copies it. */
export function BadgeSnippet({ slug }: { slug: string }) {
  const siteName = useSiteName()
  return (
    <div className={`${cardStyles} space-y-4 p-5`}>
      <p className="text-sm text-muted">
        Show visitors of your site that {siteName} lists your tool. The badge shows its current rating and review count,
        and links to its page here.
      </p>
      <img src={paths.toolBadge.href(slug)} alt={`Featured on ${siteName}`} height={28} className="h-7 w-auto" />
      <CopySnippet
        label="Badge HTML"
        snippet={badgeSnippet(window.location.origin, slug, siteName)}
        copyLabel="Copy HTML"
      />
    </div>
  )
}
