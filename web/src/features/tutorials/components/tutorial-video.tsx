import { CirclePlay } from 'lucide-react'
import { useState } from 'react'
import { videoEmbedUrl } from '@/lib/video-embed'

export const tutorialLinkStyles =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-600 hover:underline dark:text-brand-400 [&_svg]:size-4'

/**
 * Watch Video: a YouTube or Vimeo link plays in place, but only once asked (click to load), so opening a page of
 * tutorials contacts no video site; any other link opens in a new tab.
 */
export function TutorialVideo({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  const embed = videoEmbedUrl(url)
  if (!embed) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={tutorialLinkStyles}>
        <CirclePlay aria-hidden="true" />
        Watch Video
      </a>
    )
  }
  if (!playing) {
    return (
      <button type="button" className={tutorialLinkStyles} onClick={() => setPlaying(true)}>
        <CirclePlay aria-hidden="true" />
        Watch Video
      </button>
    )
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl border border-line bg-black">
      <iframe
        src={embed}
        title={`${title} video`}
        className="size-full"
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}
