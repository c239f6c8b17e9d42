import { type Key, mutate, unstable_serialize } from 'swr'

/**
 * Reads `key` ahead of the components that read it (a route's loader), into SWR's cache: the page then renders
 * once, with its data, instead of a skeleton first and the data in a second long render (the mobile Lighthouse goal,
 * bench/src/goals.ts). Hooks reading such a key pass `loadedByRoute`, so they take this answer instead of asking again
 * when they mount. A failure is left for the hook's own request to report, so this never throws.
 */
export async function loadIntoCache<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  // Not SWR's preload: its answer waits for the next request of the key, however late, and a late one would
  // overwrite what happened since (the visitor the page signed in became a visitor again).
  try {
    await putIntoCache(key, await fetcher())
  } catch {
    // The hook's own request (the cache is still empty) shows the error.
  }
}

/** SWR options of a hook whose key a route's loader reads into the cache (see loadIntoCache). */
export const loadedByRoute = { revalidateIfStale: false } as const

/** The answer of `key` a loader has read: into the cache, noted as just read (revalidateUnlessJustLoaded). */
export async function putIntoCache(key: Key, data: unknown): Promise<void> {
  await mutate(key, data, { revalidate: false })
  loadedAt.set(unstable_serialize(key), performance.now())
}

/** When a loader last put each key's answer into the cache, by the key as SWR serializes it. */
const loadedAt = new Map<string, number>()

/** As long as SWR itself takes one answer for every request of a key (its `dedupingInterval`). */
const FRESH_MS = 2_000

/**
 * SWR options of a hook whose key a route's loader may have read just now: it takes that answer rather than asking
 * again as it mounts, and still reads again a key the loader read earlier (a page of a list seen a while ago, which
 * writes since may have changed).
 */
export function revalidateUnlessJustLoaded(key: Key) {
  return { revalidateIfStale: !isJustLoaded(key) }
}

/** Whether a loader put the answer of `key` into the cache in the last FRESH_MS. */
export function isJustLoaded(key: Key): boolean {
  const at = key === null ? undefined : loadedAt.get(unstable_serialize(key))
  return at !== undefined && performance.now() - at <= FRESH_MS
}
