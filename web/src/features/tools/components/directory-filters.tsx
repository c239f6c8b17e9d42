import { memo } from 'react'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Select, type SelectOption } from '@/components/ui/select'
import type { ToolFacets } from '@/lib/api-types'
import { compareText } from '@/lib/compare-text'
import { formatCount } from '@/lib/format'
import { PLATFORM_LABELS, PLATFORMS } from '@/lib/listing-labels'
import type { DirectoryQuery } from '../lib/directory-query'

type DirectoryFiltersProps = {
  id: string
  category: DirectoryQuery['category']
  pricing: DirectoryQuery['pricing']
  task: DirectoryQuery['task']
  platform: DirectoryQuery['platform']
  hasApi: boolean
  openSource: boolean
  /** Counts for the current search (undefined while the first results load). */
  facets: ToolFacets | undefined
  /** Every category by name, so one without matches can still be chosen and named. */
  categories: readonly { slug: string; name: string }[]
  onChange: (change: Partial<DirectoryQuery>) => void
}

const allCategories = 'all'
const anyTask = 'any'
const anyPlatform = 'any'
const platformOptions: SelectOption[] = [
  { value: anyPlatform, label: 'Any platform' },
  ...PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_LABELS[platform] })),
]
const count = (value: number | undefined) => (value === undefined ? '' : ` (${formatCount(value)})`)

/**
 * The task filter's options: the search's most common tasks by count, and the chosen task even when the other
 * filters leave it none (so the select still names it).
 */
function taskOptions(task: string, facets: ToolFacets | undefined): SelectOption[] {
  const listed = facets?.tasks ?? []
  const named = (slug: string) => slug.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase())
  const chosen = task && !listed.some((facet) => facet.slug === task) ? [{ value: task, label: named(task) }] : []
  return [
    { value: anyTask, label: 'Any task' },
    ...listed.map((facet) => ({ value: facet.slug, label: `${facet.name}${count(facet.count)}` })),
    ...chosen,
  ]
}

/**
 * The Filters panel: category, including All Categories, pricing and the search's common tasks, with facet counts;
 * then platform, "Has API" and "Open source", which narrow the counts too. Memoized: the directory re-renders at every keystroke and while results load and render, and the panel need not.
 */
export const DirectoryFilters = memo(function DirectoryFilters({
  id,
  category,
  pricing,
  task,
  platform,
  hasApi,
  openSource,
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
    <div
      id={id}
      className="grid gap-5 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      <FacetSelect
        label="Category"
        value={category}
        anyValue={allCategories}
        options={categoryOptions}
        onChange={(value) => onChange({ category: value })}
      />
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
      <FacetSelect
        label="Task"
        value={task}
        anyValue={anyTask}
        options={taskOptions(task, facets)}
        onChange={(value) => onChange({ task: value })}
      />
      <FacetSelect
        label="Platform"
        value={platform}
        anyValue={anyPlatform}
        options={platformOptions}
        onChange={(value) => onChange({ platform: value as DirectoryQuery['platform'] })}
      />
      <fieldset className="sm:col-span-1 lg:col-span-2">
        <legend className="text-sm font-medium text-fg">Listing</legend>
        <div className="mt-2 flex min-h-10 flex-wrap items-center gap-x-6 gap-y-2">
          <CheckboxField label="Has API" checked={hasApi} onChange={(checked) => onChange({ hasApi: checked })} />
          <CheckboxField
            label="Open source"
            checked={openSource}
            onChange={(checked) => onChange({ openSource: checked })}
          />
        </div>
      </fieldset>
    </div>
  )
})

type FacetSelectProps = {
  label: string
  /** The chosen value, '' for none. */
  value: string
  /** The option that stands for none ('All Categories'): a select cannot have an empty value of its own. */
  anyValue: string
  options: SelectOption[]
  onChange: (value: string) => void
}

function FacetSelect({ label, value, anyValue, options, onChange }: FacetSelectProps) {
  return (
    <div>
      <p className="text-sm font-medium text-fg">{label}</p>
      <Select
        className="mt-2"
        label={label}
        value={value || anyValue}
        options={options}
        onValueChange={(next) => onChange(next === anyValue ? '' : next)}
      />
    </div>
  )
}
