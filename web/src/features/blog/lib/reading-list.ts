/**
 * A visitor's reading list: the slugs of the articles they saved, oldest first, kept in this browser until they
 * sign in (then it moves to the account and is emptied here). Storage may be unavailable (private modes, quota):
 * the list then reads as empty and writes are dropped.
 */

const storageKey = 'kitly:saved-articles'

/** The account accepts this many at once (the API's IMPORTED_POSTS_MAX); older saves beyond it are dropped. */
export const READING_LIST_MAX = 200

export function readReadingList(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((slug): slug is string => typeof slug === 'string') : []
  } catch {
    return []
  }
}

function writeReadingList(slugs: readonly string[]): void {
  try {
    if (slugs.length === 0) localStorage.removeItem(storageKey)
    else localStorage.setItem(storageKey, JSON.stringify(slugs))
  } catch {}
}

/** Saves `slug` as the newest entry, or removes it. */
export function setInReadingList(slug: string, saved: boolean): void {
  const others = readReadingList().filter((entry) => entry !== slug)
  writeReadingList(saved ? [...others, slug].slice(-READING_LIST_MAX) : others)
}

/** Forgets the slugs the account has taken, keeping any saved since they were read. */
export function removeFromReadingList(slugs: readonly string[]): void {
  const moved = new Set(slugs)
  writeReadingList(readReadingList().filter((slug) => !moved.has(slug)))
}
