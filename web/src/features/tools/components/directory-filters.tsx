import { memo } from 'react'
import { Select, type SelectOption } from '@/components/ui/select'
import type { ToolFacets } from '@/lib/api-types'
import { compareText } from '@/lib/compare-text'
import { formatCount } from '@/lib/format'
import type { DirectoryQuery } from '../lib/directory-query'

type DirectoryFiltersProps = {
  id: string
  category: DirectoryQuery['category']
  pricing: DirectoryQuery['pricing']
  /** Counts for the current search (undefined while the first results load). */
  facets: ToolFacets | undefined
  /** Every category by name, so one without matches can still be chosen and named. */
  categories: readonly { slug: string; name: string }[]
  onChange: (change: Partial<DirectoryQuery>) => void
}

const allCategories = 'all'
const count = (value: number | undefined) => (value === undefined ? '' : ` (${formatCount(value)})`)

/**
 * The Filters panel: category, including All Categories, and pricing, with facet counts. Memoized:
 * the directory re-renders at every keystroke and while results load and render, and the panel need not.
 */
export const DirectoryFilters = memo(function DirectoryFilters({
  id,
  category,
  pricing,
  facets,
  categories,
  onChange,
}: DirectoryFiltersProps) {
  const counts = new Map(facets?.categories.map((facet) => [facet.slug, facet.count]))
  const known = new Map(categories.map((category) => [category.slug, category.name]))
  for (const facet of facets?.categories ?? []) if (!known.has(facet.slug)) known.set(facet.slug, facet.name)
  if (category && !known.has(category)) known.set(category, category)

  const categoryOptions: SelectOption[] = [
    { value: allCategories, label: 'All Categories' },
    ...[...known]
      .sort(([, a], [, b]) => compareText(a, b))
      .map(([slug, name]) => ({ value: slug, label: `${name}${facets ? count(counts.get(slug) ?? 0) : ''}` })),
  ]
  const pricingCounts = facets?.pricing
  const pricingOptions = [
    { value: '', label: 'All Tools', count: pricingCounts ? pricingCounts.free + pricingCounts.paid : undefined },
    { value: 'free', label: 'Free Tools', count: pricingCounts?.free },
    { value: 'paid', label: 'Paid Tools', count: pricingCounts?.paid },
  ] as const

  return (
    <div id={id} className="grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5">
      <div>
        <p className="text-sm font-medium text-fg">Category</p>
        <Select
          className="mt-2"
          label="Category"
          value={category || allCategories}
          options={categoryOptions}
          onValueChange={(value) => onChange({ category: value === allCategories ? '' : value })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-fg">Pricing</legend>
        <div className="mt-2 grid grid-cols-3 gap-1 rounded-xl bg-subtle p-1">
          {pricingOptions.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer flex-col items-center rounded-lg px-2 py-1.5 text-center text-sm font-medium text-muted has-[:checked]:bg-surface has-[:checked]:text-fg has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={`${id}-pricing`}
                value={option.value}
                checked={pricing === option.value}
                onChange={() => onChange({ pricing: option.value })}
                className="sr-only"
              />
              {option.label}
              <span className="text-xs font-normal text-muted">
                {option.count === undefined ? '\u00a0' : formatCount(option.count)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  )
})
