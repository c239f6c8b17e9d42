// The compare selection: at most 5 tools, held on the client only.
// Pure functions so the rules are tested without React.

import { COMPARE_LIMIT } from '@/config/paths'

// The limit and the share link's reading are the API's too (the comparison's link-preview card).
export { COMPARE_LIMIT, parseCompareSlugs } from '@/config/paths'

/** What the compare bar and the share link need; the compare page fetches the rest by slug. */
export type CompareItem = { id: number; slug: string; name: string; logo_url: string | null }

/** Adds a tool; a tool already present, or a sixth one, is silently ignored (the same list comes back). */
export function addToCompare(list: readonly CompareItem[], item: CompareItem): readonly CompareItem[] {
  if (list.length >= COMPARE_LIMIT || list.some((entry) => entry.id === item.id)) return list
  return [...list, { id: item.id, slug: item.slug, name: item.name, logo_url: item.logo_url }]
}

export function removeFromCompare(list: readonly CompareItem[], id: number): readonly CompareItem[] {
  return list.some((entry) => entry.id === id) ? list.filter((entry) => entry.id !== id) : list
}

/** Replaces the list with these tools, applying the same rules as adding them one by one. */
export function compareListOf(items: readonly CompareItem[]): readonly CompareItem[] {
  return items.reduce<readonly CompareItem[]>(addToCompare, [])
}

function isCompareItem(value: unknown): value is CompareItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return (
    typeof item.id === 'number' &&
    typeof item.slug === 'string' &&
    typeof item.name === 'string' &&
    (item.logo_url === null || typeof item.logo_url === 'string')
  )
}

/** Reads a stored list; anything malformed (old versions, hand edits) gives an empty list, never an error. */
export function parseStoredCompareList(stored: string | null): readonly CompareItem[] {
  if (!stored) return []
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? compareListOf(parsed.filter(isCompareItem)) : []
  } catch {
    return []
  }
}
