import { Newspaper } from 'lucide-react'
import { useState } from 'react'

/** A post's cover at row size; a post without one (or whose image fails) gets a quiet placeholder. */
export function CoverThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false)
  const frame = 'h-12 w-18 shrink-0 rounded-lg'
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
      <Newspaper className="size-5" />
    </span>
  )
}
