import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Skeleton } from '@/components/ui/skeleton'
import { chipStyles, interactiveCardStyles } from '@/components/ui/styles'
import { TagList } from '@/components/ui/tag-list'
import { paths } from '@/config/paths'
import type { PostSummary } from '@/lib/api-types'
import { PostCover } from './post-cover'
import { PostMeta } from './post-meta'

type PostCardProps = {
  post: PostSummary
  /** Makes the tags links (the blog list filters by them). */
  tagHref?: (tag: string) => string
  /** A control below the meta line (Saved's Remove), above the card's stretched title link. */
  action?: ReactNode
}

/** An article in a grid: cover, first 2 tags, title, excerpt, author, date and reading time. */
export function PostCard({ post, tagHref, action }: PostCardProps) {
  return (
    <article className={`relative flex h-full flex-col overflow-hidden ${interactiveCardStyles}`}>
      <PostCover src={post.cover_image_url} title={post.title} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col p-5">
        {tagHref ? <TagLinks tags={post.tags.slice(0, 2)} hrefFor={tagHref} /> : <TagList tags={post.tags} max={2} />}
        <h3 className="mt-3 text-lg leading-snug font-semibold text-fg">
          <Link
            to={paths.blogPost.href(post.slug)}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-muted">{post.excerpt}</p>
        <div className="mt-auto pt-5">
          <PostMeta post={post} />
          {action && <div className="relative z-10 mt-4 flex justify-end border-t border-line pt-4">{action}</div>}
        </div>
      </div>
    </article>
  )
}

/** Above the card's stretched title link, so that a tag opens its own list. */
function TagLinks({ tags, hrefFor }: { tags: readonly string[]; hrefFor: (tag: string) => string }) {
  return (
    <ul className="relative z-10 flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={hrefFor(tag)} aria-label={`Articles tagged ${tag}`} className={`${chipStyles} hover:text-fg`}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * Sized like a card with a two-line title, so the grid does not move when the articles come (the mobile Lighthouse
 * goal, bench/src/goals.ts).
 */
export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      <Skeleton className="aspect-[16/9] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="mt-3 h-6 w-5/6" />
        <Skeleton className="mt-1.5 h-5 w-1/2" />
        {/* The excerpt's three lines of text. */}
        <div className="mt-2 space-y-3 py-1.5">
          {['w-full', 'w-full', 'w-2/3'].map((width, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={line} className={`h-3 ${width}`} />
          ))}
        </div>
        <div className="mt-auto pt-5">
          <Skeleton className="h-12 w-2/3" />
        </div>
      </div>
    </div>
  )
}
