/**
 * The embeddable player URL for a tutorial video on YouTube, Vimeo or Loom, privacy-enhanced where the site offers
 * it (youtube-nocookie.com; Vimeo's dnt=1, which stops its player tracking the session); null for any other link,
 * which the page shows as a link to open in a new tab instead. The page's CSP frame-src lists exactly these hosts.
 */
export function videoEmbedUrl(link: string | null): string | null {
  if (!link) return null
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const segments = url.pathname.split('/').filter(Boolean)
  const id = (value: string | null | undefined) => (value && /^[\w-]+$/.test(value) ? value : null)

  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const video =
      segments[0] === 'watch'
        ? id(url.searchParams.get('v'))
        : ['embed', 'shorts', 'live'].includes(segments[0] ?? '')
          ? id(segments[1])
          : null
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null
  }
  if (host === 'youtu.be') {
    const video = id(segments[0])
    return video ? `https://www.youtube-nocookie.com/embed/${video}` : null
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = segments.find((segment) => /^\d+$/.test(segment))
    return video ? `https://player.vimeo.com/video/${video}?dnt=1` : null
  }
  if (host === 'loom.com') {
    const video = (segments[0] === 'share' || segments[0] === 'embed') && id(segments[1])
    return video ? `https://www.loom.com/embed/${video}` : null
  }
  return null
}
