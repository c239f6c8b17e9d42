import { Newspaper, Search, SearchX, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { buttonStyles, chipStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { plural } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { usePostsPage } from '../api/get-posts'
import { BlogPager } from './blog-pager'
import { PostCard, PostCardSkeleton } from './post-card'

const SKELETON_COUNT = 6
const PAGE_SIZE = 24

/**
 * The article grid of /blog, a page at a time. The search, the tag and the page live in the URL, and the server
 * searches and filters every article, so each view can be shared and Back returns to it.
 */
export function BlogList() {
  const [params, setParams] = useSearchParams()
  const search = params.get('search') ?? ''
  const tag = params.get('tag') ?? undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const [text, setText] = useState(search)
  const typed = useDebouncedValue(text.trim(), 250)
  // The URL as last rendered, read by the effect below without re-running it on every navigation.
  const current = useRef({ search, tag })
  current.current = { search, tag }
  // Typing writes the URL: a new search starts again on page 1, and replaces the history entry rather than adding one
  // per word.
  useEffect(() => {
    if (typed === current.current.search) return
    const next = new URLSearchParams()
    if (typed) next.set('search', typed)
    if (current.current.tag) next.set('tag', current.current.tag)
    setParams(next, { replace: true })
  }, [typed, setParams])
  // Back, Forward or a link changed the search: the box shows it.
  useEffect(() => {
    setText((shown) => (shown.trim() === search ? shown : search))
  }, [search])
  const { data, error, mutate, isValidating } = usePostsPage({
    search,
    tag,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  })
  const stale = isValidating && data !== undefined
  const posts = data?.items
  const hrefFor = (target: number) => paths.blog.href({ search, tag, page: target })
  const filtered = search !== '' || tag !== undefined

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
          {data ? `${plural(data.total, 'article')}` : ''}
        </p>
      </div>
      {tag && (
        <p className="mt-4 flex items-center gap-2 text-sm text-muted">
          Tagged
          <Link to={paths.blog.href({ search })} aria-label={`Remove the tag ${tag}`} className={`${chipStyles} gap-1`}>
            {tag}
            <X aria-hidden="true" className="size-3.5" />
          </Link>
        </p>
      )}
      <div className="mt-8">
        {/* Opens the list in the heading outline: the cards' titles are h3s. */}
        <h2 className="sr-only">Articles</h2>
        {error && !posts ? (
          <LoadError what="articles" onRetry={() => void mutate()} />
        ) : !posts ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={index}>
                <PostCardSkeleton />
              </li>
            ))}
          </ul>
        ) : posts.length === 0 ? (
          <EmptyState
            icon={filtered ? SearchX : Newspaper}
            title="No articles found"
            hint={filtered ? 'Try another word, or clear the search.' : undefined}
            action={
              filtered && (
                <Link to={paths.blog.href()} className={buttonStyles.secondary} onClick={() => setText('')}>
                  Clear Search
                </Link>
              )
            }
          />
        ) : (
          <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${stale ? 'opacity-60' : ''}`}>
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} tagHref={(postTag) => paths.blog.href({ tag: postTag })} />
              </li>
            ))}
          </ul>
        )}
        {data && <BlogPager page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} hrefFor={hrefFor} />}
      </div>
    </div>
  )
}
