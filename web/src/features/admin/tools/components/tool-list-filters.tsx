import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import type { Category } from '@/lib/api-types'
import { SearchBox } from '../../shell/components/page-header'
import type { ToolFilter } from '../api/tool-list-page'

const FILTER_OPTIONS: Record<
  Exclude<ToolFilter, 'category_id'>,
  { label: string; all: string; options: [string, string][] }
> = {
  status: {
    label: 'Status',
    all: 'All statuses',
    options: [
      ['active', 'Active'],
      ['inactive', 'Inactive'],
    ],
  },
  featured: {
    label: 'Featured',
    all: 'Featured or not',
    options: [
      ['true', 'Featured'],
      ['false', 'Not featured'],
    ],
  },
  pricing_model: {
    label: 'Pricing',
    all: 'All pricing',
    options: [
      ['Free', 'Free'],
      ['Freemium', 'Freemium'],
      ['Paid', 'Paid'],
    ],
  },
  tasks: { label: 'Tasks', all: 'All tasks', options: [['to_review', 'Suggested, to review']] },
}

type ToolListFiltersProps = {
  categories: readonly Category[]
  search: string
  onSearch: (text: string) => void
  filters: Record<ToolFilter, string>
  onFilter: (name: ToolFilter, value: string) => void
  onClear: () => void
}

/** The search box and a select per filter, with Clear Filters. */
export function ToolListFilters({ categories, search, onSearch, filters, onFilter, onClear }: ToolListFiltersProps) {
  const filtered = search !== '' || Object.values(filters).some((value) => value !== '')
  return (
    <search className="flex flex-wrap gap-3">
      <SearchBox
        label="Search tools by name, slug or description"
        placeholder="Search tools…"
        value={search}
        onChange={onSearch}
      />
      <Select
        label="Category"
        className="w-52"
        value={filters.category_id}
        onValueChange={(value) => onFilter('category_id', value)}
        options={[
          { value: '', label: 'All Categories' },
          ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        ]}
      />
      {(Object.keys(FILTER_OPTIONS) as (keyof typeof FILTER_OPTIONS)[]).map((name) => {
        const { label, all, options } = FILTER_OPTIONS[name]
        return (
          <Select
            key={name}
            label={label}
            className="w-44"
            value={filters[name]}
            onValueChange={(value) => onFilter(name, value)}
            options={[{ value: '', label: all }, ...options.map(([value, text]) => ({ value, label: text }))]}
          />
        )
      })}
      <button type="button" className={buttonStyles.ghost} disabled={!filtered} onClick={onClear}>
        Clear Filters
      </button>
    </search>
  )
}
