import { Newspaper } from 'lucide-react'
import { useState } from 'react'

/**
 * A post's cover at row size, smaller on a phone; a post without one (or whose image fails) gets a quiet
 * placeholder.
 */
export function CoverThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false)
  const frame = 'h-9 w-12 shrink-0 rounded-md sm:h-12 sm:w-18 sm:rounded-lg'
  if (src && !failed)
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`${frame} bg-subtle object-cover`}
      />
    )
  return (
    <span aria-hidden="true" className={`${frame} flex items-center justify-center bg-subtle text-muted`}>
      <Newspaper className="size-4 sm:size-5" />
    </span>
  )
}
