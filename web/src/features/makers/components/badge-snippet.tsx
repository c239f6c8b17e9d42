import { Copy } from 'lucide-react'
import { useId } from 'react'
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { copyText } from '@/lib/clipboard'
import { useSiteName } from '@/lib/site-settings'
import { badgeSnippet } from '../lib/badge-snippet'

/** The "Featured on" badge for a verified maker's own site: a preview, its HTML, and a button that copies it. */
export function BadgeSnippet({ slug }: { slug: string }) {
  const siteName = useSiteName()
  const snippet = badgeSnippet(window.location.origin, slug, siteName)
  const fieldId = useId()
  async function copy() {
    if (await copyText(snippet)) toast.success('Badge HTML copied to the clipboard')
    else toast.error('Couldn’t copy the HTML. Select it and copy it instead.')
  }
  return (
    <div className={`${cardStyles} space-y-4 p-5`}>
      <p className="text-sm text-muted">
        Show visitors of your site that {siteName} lists your tool. The badge shows its current rating and review count,
        and links to its page here.
      </p>
      <img src={paths.toolBadge.href(slug)} alt={`Featured on ${siteName}`} height={28} className="h-7 w-auto" />
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className={labelStyles}>
          Badge HTML
        </label>
        <textarea
          id={fieldId}
          readOnly
          rows={3}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputStyles} font-mono text-xs`}
        />
      </div>
      <button type="button" onClick={() => void copy()} className={buttonStyles.secondary}>
        <Copy aria-hidden="true" />
        Copy HTML
      </button>
    </div>
  )
}
