import { Newspaper, Search, SearchX } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { buttonStyles } from '@/components/ui/styles'
import { plural } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { usePosts } from '../api/get-posts'
import { PostCard, PostCardSkeleton } from './post-card'

const SKELETON_COUNT = 6

/** The searchable article grid of /blog. */
export function BlogList() {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), 250)
  const { data, error, mutate, isValidating } = usePosts({ search })
  const stale = isValidating && data !== undefined

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <search className="w-full sm:max-w-md">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-400"
            />
            <input
              type="search"
              aria-label="Search articles"
              placeholder="Search articles…"
              value={text}
              maxLength={200}
              onChange={(event) => setText(event.target.value)}
              className="h-12 w-full rounded-xl border border-line bg-surface pr-4 pl-11 text-base text-fg shadow-xs placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
            />
          </div>
        </search>
        <p role="status" className="text-sm font-medium text-muted">
          {data ? `${plural(data.length, 'article')}` : ''}
        </p>
      </div>
      <div className="mt-8">
        {/* Opens the list in the heading outline: the cards' titles are h3s. */}
        <h2 className="sr-only">Articles</h2>
        {error && !data ? (
          <LoadError what="articles" onRetry={() => void mutate()} />
        ) : !data ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={index}>
                <PostCardSkeleton />
              </li>
            ))}
          </ul>
        ) : data.length === 0 ? (
          <EmptyState
            icon={search ? SearchX : Newspaper}
            title="No articles found"
            hint={search ? 'Try another word, or clear the search.' : undefined}
            action={
              search && (
                <button type="button" className={buttonStyles.secondary} onClick={() => setText('')}>
                  Clear Search
                </button>
              )
            }
          />
        ) : (
          <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${stale ? 'opacity-60' : ''}`}>
            {data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
