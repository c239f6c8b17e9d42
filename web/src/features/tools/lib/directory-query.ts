import type { ToolPlatform } from '@kitly/search/schemas'
import type { Pricing, ToolsQuery } from '@/config/paths'
import { isPlatform } from '@/lib/listing-labels'

/** The directory's filters as the URL holds them (search, category, pricing, task, platform, API, open source). */
export type DirectoryQuery = {
  search: string
  category: string
  pricing: Pricing | ''
  task: string
  platform: ToolPlatform | ''
  /** Only tools known to have an API. */
  hasApi: boolean
  openSource: boolean
}

export const emptyDirectoryQuery: DirectoryQuery = {
  search: '',
  category: '',
  pricing: '',
  task: '',
  platform: '',
  hasApi: false,
  openSource: false,
}

const isPricing = (value: string | null): value is Pricing => value === 'free' || value === 'paid'

/**
 * Reads `/tools?search=&category=&pricing=&task=&platform=&has_api=true&open_source=true`; an unknown pricing or
 * platform value is ignored rather than sent on.
 */
export function readDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const pricing = params.get('pricing')
  const platform = params.get('platform')
  return {
    search: (params.get('search') ?? '').trim(),
    category: (params.get('category') ?? '').trim(),
    pricing: isPricing(pricing) ? pricing : '',
    task: (params.get('task') ?? '').trim(),
    platform: isPlatform(platform) ? platform : '',
    hasApi: params.get('has_api') === 'true',
    openSource: params.get('open_source') === 'true',
  }
}

/** The same filters for `paths.tools.href` (and the API's own parameter names), leaving out the empty ones. */
export function toToolsQuery({
  search,
  category,
  pricing,
  task,
  platform,
  hasApi,
  openSource,
}: DirectoryQuery): ToolsQuery {
  return {
    search: search || undefined,
    category: category || undefined,
    pricing: pricing || undefined,
    task: task || undefined,
    platform: platform || undefined,
    has_api: hasApi ? 'true' : undefined,
    open_source: openSource ? 'true' : undefined,
  }
}

/** A filter is set: the Filters button shows its Active badge. */
export const hasActiveFilters = (query: DirectoryQuery) =>
  query.category !== '' ||
  query.pricing !== '' ||
  query.task !== '' ||
  query.platform !== '' ||
  query.hasApi ||
  query.openSource

/** Anything at all narrows the list: Clear Filters is offered. */
export const isFiltered = (query: DirectoryQuery) => hasActiveFilters(query) || query.search !== ''

/**
 * Whether a search typed into the box should replace the current history entry instead of adding one:
 * refining a search in place keeps Back useful; starting or clearing one is a step of its own.
 */
export const replacesHistoryEntry = (previous: string, next: string) => previous !== '' && next !== ''
