import { paths } from '@/config/paths'
import { escapeHtml } from '@/lib/escape-html'

/**
 * The HTML a maker pastes into their site: the "Featured on" badge (served by the API with the tool's live rating),
 * linking to the tool's page here. `origin` is this site's; the site's name goes into the image's alt text.
 */
export function badgeSnippet(origin: string, slug: string, siteName: string): string {
  const page = new URL(paths.tool.href(slug), origin).toString()
  const image = new URL(paths.toolBadge.href(slug), origin).toString()
  return `<a href="${escapeHtml(page)}"><img src="${escapeHtml(image)}" alt="Featured on ${escapeHtml(siteName)}" height="28" /></a>`
}
