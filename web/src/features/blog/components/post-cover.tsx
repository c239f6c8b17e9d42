import { BookOpen } from 'lucide-react'
import { useState } from 'react'

// Articles without a cover (or whose image fails) get a calm gradient chosen by the title, never a hole.
const gradients = [
  'from-indigo-500 to-sky-400',
  'from-violet-500 to-fuchsia-400',
  'from-emerald-500 to-teal-400',
  'from-amber-500 to-rose-400',
] as const

function gradientFor(title: string) {
  let hash = 0
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return gradients[hash % gradients.length]
}

export function PostCover({ src, title, className = '' }: { src: string | null; title: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (src && !failed) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={`object-cover ${className}`}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-gradient-to-br ${gradientFor(title)} ${className}`}
    >
      <BookOpen className="size-10 text-white/80" />
    </div>
  )
}
