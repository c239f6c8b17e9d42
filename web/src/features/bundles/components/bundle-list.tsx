import { Layers, Search, SearchX } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { buttonStyles, sectionTitleStyles } from '@/components/ui/styles'
import { plural } from '@/lib/format'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useBundles } from '../api/get-bundles'
import { BundleCard, BundleCardSkeleton } from './bundle-card'

const SKELETON_COUNT = 6

/** 'All Bundles' with its search box. */
export function BundleList() {
  const [text, setText] = useState('')
  const search = useDebouncedValue(text.trim(), 250)
  const { data, error, mutate, isValidating } = useBundles(search)
  const stale = isValidating && data !== undefined

  return (
    <section aria-labelledby="all-bundles">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="all-bundles" className={sectionTitleStyles}>
            All Bundles
          </h2>
          <p role="status" className="mt-1 min-h-6 text-sm text-muted">
            {data ? `${plural(data.length, 'bundle')} found` : ''}
          </p>
        </div>
        <search className="w-full sm:w-80">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            />
            <input
              type="search"
              aria-label="Search bundles"
              placeholder="Search bundles…"
              value={text}
              maxLength={200}
              onChange={(event) => setText(event.target.value)}
              className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-sm text-fg shadow-xs placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
            />
          </div>
        </search>
      </div>
      <div className="mt-6">
        {error && !data ? (
          <LoadError what="bundles" onRetry={() => void mutate()} />
        ) : !data ? (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <li key={index}>
                <BundleCardSkeleton />
              </li>
            ))}
          </ul>
        ) : data.length === 0 ? (
          search ? (
            <EmptyState
              icon={SearchX}
              title="No bundles found"
              hint="Try another word, or clear the search to see every bundle."
              action={
                <button type="button" className={buttonStyles.secondary} onClick={() => setText('')}>
                  Clear Search
                </button>
              }
            />
          ) : (
            <EmptyState icon={Layers} title="No bundles available" hint="New bundles are on their way." />
          )
        ) : (
          <ul className={`grid gap-5 transition-opacity md:grid-cols-2 lg:grid-cols-3 ${stale ? 'opacity-60' : ''}`}>
            {data.map((bundle) => (
              <li key={bundle.id}>
                <BundleCard bundle={bundle} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
