import { useEffect } from 'react'
import { useSiteName } from '@/lib/site-settings'

/** A title that carries the site's name from Settings: "Contact Us - Kitly", "Kitly: find…". */
export type TitleWithSiteName = (siteName: string) => string

export type PageMeta = {
  title: string | TitleWithSiteName
  description?: string
  /**
   * An absolute or site-relative image for link previews; a function of the site's name for a card that shows it
   * (paths.toolCard), so the page names the same card the server's page head does.
   */
  image?: string | null | ((siteName: string) => string)
  type?: 'website' | 'article'
}

export const defaultDescription =
  'Kitly is a curated directory of AI tools: search, compare side by side, browse bundles and build a custom kit for your project.'

// The server already wrote these tags for the first page (api/src/routes/seo); after a client-side
// navigation they are updated in place, so there is never a second copy for a crawler or preview to pick.
function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === null) {
    tag?.remove()
    return
  }
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attribute, key)
    document.head.append(tag)
  }
  tag.content = content
}

function setCanonical(url: string) {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (link) link.href = url
}

/** Sets the document title, description and social (Open Graph, Twitter) tags of the current page. */
export function usePageMeta({ title, description = defaultDescription, image = null, type = 'website' }: PageMeta) {
  const siteName = useSiteName()
  const fullTitle = typeof title === 'function' ? title(siteName) : title
  const imagePath = typeof image === 'function' ? image(siteName) : image
  useEffect(() => {
    const url = window.location.href.split('#')[0] ?? window.location.href
    const imageUrl = imagePath ? new URL(imagePath, window.location.origin).toString() : null
    document.title = fullTitle
    setMeta('name', 'description', description)
    setMeta('property', 'og:site_name', siteName)
    setMeta('property', 'og:type', type)
    setMeta('property', 'og:title', fullTitle)
    setMeta('property', 'og:description', description)
    setMeta('property', 'og:url', url)
    setMeta('property', 'og:image', imageUrl)
    setMeta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary')
    setMeta('name', 'twitter:title', fullTitle)
    setMeta('name', 'twitter:description', description)
    setCanonical(url)
  }, [fullTitle, description, imagePath, type, siteName])
}

/** "Page - Kitly", with the site's name from Settings: the suffix every page title but the home page's carries. */
export const pageTitle =
  (page: string): TitleWithSiteName =>
  (siteName) =>
    `${page} - ${siteName}`
