import type { Category } from '@/lib/api-types'
import { compareText } from '@/lib/compare-text'

/** Matches a text against a category's name, description and tags, ignoring case (the home page's search). */
export function matchesCategoryText(category: Category, text: string): boolean {
  const needle = text.trim().toLowerCase()
  if (!needle) return true
  return [category.name, category.description ?? '', ...category.tags].some((value) =>
    value.toLowerCase().includes(needle),
  )
}

export type CategorySort = 'alphabetical' | 'popular'

/** Alphabetical by name, or Most Popular: most tools first (the /categories page). */
export function sortCategories(categories: readonly Category[], sort: CategorySort): Category[] {
  return [...categories].sort((a, b) =>
    sort === 'popular' ? b.tool_count - a.tool_count || compareText(a.name, b.name) : compareText(a.name, b.name),
  )
}

/** Popularity tiers by number of tools, for the Advanced Filters. */
export const popularityTiers = {
  any: { label: 'Any popularity', min: 0, max: Number.POSITIVE_INFINITY },
  popular: { label: 'Popular (50+ tools)', min: 50, max: Number.POSITIVE_INFINITY },
  growing: { label: 'Growing (15–49 tools)', min: 15, max: 49 },
  niche: { label: 'Niche (under 15 tools)', min: 0, max: 14 },
} as const
export type Popularity = keyof typeof popularityTiers

/** The Advanced Filters: a tool-count range and a popularity tier; empty bounds are open. */
export type AdvancedFilters = { minTools: number | null; maxTools: number | null; popularity: Popularity }

export const noAdvancedFilters: AdvancedFilters = { minTools: null, maxTools: null, popularity: 'any' }

export function matchesAdvancedFilters(category: Category, filters: AdvancedFilters): boolean {
  const tier = popularityTiers[filters.popularity]
  const count = category.tool_count
  return (
    count >= tier.min &&
    count <= tier.max &&
    (filters.minTools === null || count >= filters.minTools) &&
    (filters.maxTools === null || count <= filters.maxTools)
  )
}

export const hasAdvancedFilters = (filters: AdvancedFilters) =>
  filters.minTools !== null || filters.maxTools !== null || filters.popularity !== 'any'
