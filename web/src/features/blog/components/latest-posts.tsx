import { Newspaper } from 'lucide-react'
import { useDeferredValue } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { usePosts } from '../api/get-posts'
import { PostCard, PostCardSkeleton } from './post-card'

/** The home page previews 4 articles. */
const PREVIEW_COUNT = 4

/** Latest from Our Blog, on the home page. */
export function LatestPosts() {
  const { data: fetched, error, mutate } = usePosts({ limit: PREVIEW_COUNT })
  // Rendered in the background, in slices between frames: below the fold, it need not hold up the page (the mobile
  // Lighthouse goal, bench/src/goals.ts).
  const data = useDeferredValue(fetched)
  if (error && !data) return <LoadError what="articles" onRetry={() => void mutate()} />
  if (data?.length === 0) return <EmptyState icon={Newspaper} title="No articles found" />
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {(data ?? Array.from({ length: PREVIEW_COUNT }, () => null)).map((post, index) => (
        <li key={post?.id ?? index}>{post ? <PostCard post={post} /> : <PostCardSkeleton />}</li>
      ))}
    </ul>
  )
}
