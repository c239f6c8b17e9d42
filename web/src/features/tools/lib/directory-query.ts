import type { Pricing, ToolsQuery } from '@/config/paths'

/** The directory's filters as the URL holds them (search, category, pricing, task). */
export type DirectoryQuery = { search: string; category: string; pricing: Pricing | ''; task: string }

export const emptyDirectoryQuery: DirectoryQuery = { search: '', category: '', pricing: '', task: '' }

const isPricing = (value: string | null): value is Pricing => value === 'free' || value === 'paid'

/** Reads `/tools?search=&category=&pricing=&task=`; an unknown pricing value is ignored rather than sent on. */
export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const pricing = params.get('pricing')
  return {
    search: (params.get('search') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    pricing: isPricing(pricing) ? pricing : '',
    task: (params.get('task') ?? '').trim(),
  }
}

/** The same filters for `paths.tools.href`, leaving out the empty ones. */
export function toToolsQuery({ search, category, pricing, task }: DirectoryQuery): ToolsQuery {
  return {
    search: search || undefined,
    category: category || undefined,
    pricing: pricing || undefined,
    task: task || undefined,
  }
}

/** Category, pricing or task is set: the Filters button shows its Active badge. */
export const hasActiveFilters = (query: DirectoryQuery) =>
  query.category !== '' || query.pricing !== '' || query.task !== ''

/** Anything at all narrows the list: Clear Filters is offered. */
export const isFiltered = (query: DirectoryQuery) => hasActiveFilters(query) || query.search !== ''

/**
 * Whether a search typed into the box should replace the current history entry instead of adding one:
 * refining a search in place keeps Back useful; starting or clearing one is a step of its own.
 */
export const replacesHistoryEntry = (previous: string, next: string) => previous !== '' && next !== ''
