import { Clock } from 'lucide-react'
import type { PostSummary } from '@/lib/api-types'
import { formatLongDate, formatShortDate } from '@/lib/format'

/** Author, date and reading time; the article page uses the long date form. */
export function PostMeta({ post, long = false }: { post: PostSummary; long?: boolean }) {
  const author = post.author_name ?? 'Kitly Team'
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <span className="flex items-center gap-2">
        {post.author_avatar_url ? (
          <img src={post.author_avatar_url} alt="" className="size-6 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700 dark:bg-brand-500/20 dark:text-brand-300"
          >
            {author.charAt(0)}
          </span>
        )}
        <span className="font-medium text-fg">{author}</span>
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.published_at}>
        {long ? formatLongDate(post.published_at) : formatShortDate(post.published_at)}
      </time>
      <span aria-hidden="true">·</span>
      <span className="flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {post.reading_time_minutes} min read
      </span>
    </div>
  )
}
