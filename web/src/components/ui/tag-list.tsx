import { chipStyles } from './styles'

/** The first `max` tags as chips, then '+N more' (3 on cards, 2 on blog cards, 5 in list views). */
export function TagList({ tags, max, className = '' }: { tags: readonly string[]; max?: number; className?: string }) {
  if (tags.length === 0) return null
  const shown = max === undefined ? tags : tags.slice(0, max)
  const more = tags.length - shown.length
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`}>
      {shown.map((tag) => (
        <li key={tag} className={chipStyles}>
          {tag}
        </li>
      ))}
      {more > 0 && <li className="inline-flex items-center px-1 text-xs text-muted">+{more} more</li>}
    </ul>
  )
}
