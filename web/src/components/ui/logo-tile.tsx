import { useState } from 'react'

const sizes = {
  sm: 'size-8 rounded-lg text-sm',
  md: 'size-12 rounded-xl text-lg',
  lg: 'size-16 rounded-2xl text-2xl sm:size-20 sm:text-3xl',
} as const

// Initials get one of a few calm tints, chosen by the name so a tool keeps its colour everywhere.
const tints = [
  'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
  'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
  'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
] as const

function tintFor(name: string) {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return tints[hash % tints.length]
}

const isImageUrl = (value: string) => /^(https?:\/\/|\/)/.test(value)

type LogoTileProps = {
  name: string
  /** An image URL, an emoji, or nothing: images that fail to load fall back to the first letter. */
  icon: string | null | undefined
  size?: keyof typeof sizes
}

/** A tool's logo, a category's emoji or image, or the first letter of the name on a tinted tile. */
export function LogoTile({ name, icon, size = 'md' }: LogoTileProps) {
  // The icon that failed, not a flag: a tile the directory reuses for another tool tries that tool's image.
  const [failedIcon, setFailedIcon] = useState<string | null>(null)
  const box = `flex shrink-0 items-center justify-center overflow-hidden font-semibold ${sizes[size]}`
  if (icon && isImageUrl(icon) && icon !== failedIcon) {
    return (
      <span className={`${box} border border-line bg-white`}>
        {/* A new image is a new element: the previous tool's logo is never shown while this one loads. */}
        <img
          key={icon}
          src={icon}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
          onError={() => setFailedIcon(icon)}
        />
      </span>
    )
  }
  if (icon && !isImageUrl(icon)) {
    return (
      <span aria-hidden="true" className={`${box} bg-subtle`}>
        {icon}
      </span>
    )
  }
  return (
    <span aria-hidden="true" data-testid="letter-tile" className={`${box} ${tintFor(name)}`}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
