import { ArrowLeft } from 'lucide-react'
import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton'
import { chipStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { Post } from '@/lib/api-types'
import { lazyNamed } from '@/lib/lazy-named'
import { ArticleActions } from './article-actions'
import { PostCover } from './post-cover'
import { PostMeta } from './post-meta'

// DOMPurify is two thirds of the article page's code: started with this module, it downloads beside the
// post rather than before the post is even asked for (the initial-JS goal, bench/src/goals.ts).
const articleContent = import('@/components/ui/article-content')
const ArticleContent = lazyNamed(() => articleContent, 'ArticleContent')

export const backToBlog = (
  <Link
    to={paths.blog.href()}
    className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted hover:text-fg"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to blog
  </Link>
)

/** One article: cover, tags, title, excerpt, author, date, reading time, Share, Save, content. */
export function Article({ post }: { post: Post }) {
  return (
    <article className="mx-auto max-w-3xl">
      {backToBlog}
      <ul className="mt-8 flex flex-wrap gap-1.5">
        {post.tags.map((tag) => (
          <li key={tag} className={chipStyles}>
            {tag}
          </li>
        ))}
      </ul>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
      <p className="mt-4 text-lg text-pretty text-muted sm:text-xl">{post.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-line py-4">
        <PostMeta post={post} long />
        <ArticleActions post={post} />
      </div>
      {post.cover_image_url && (
        <PostCover src={post.cover_image_url} title={post.title} className="mt-8 aspect-[2/1] w-full rounded-2xl" />
      )}
      <div className="mt-10">
        <Suspense fallback={<TextSkeleton />}>
          <ArticleContent html={post.content} />
        </Suspense>
      </div>
    </article>
  )
}

export function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading article" className="mx-auto max-w-3xl space-y-4">
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-8 h-5 w-40 rounded-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="mt-8 aspect-[2/1] w-full rounded-2xl" />
    </div>
  )
}
