import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * HTML from the API (a blog post, a tutorial's description). The server already sanitizes it; it is sanitized again
 * here (DOMPurify, https://github.com/cure53/DOMPurify) so a gap on either side alone never runs script in a
 * reader's browser. This is the only place the site renders HTML from the API.
 */
export function ArticleContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }),
    [html],
  )
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above (and on the server)
  return <div className={`article-content ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
