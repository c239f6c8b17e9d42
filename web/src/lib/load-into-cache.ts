import { mutate, preload } from 'swr'

/**
 * Reads `key` ahead of the components that read it (a route's loader), into SWR's cache: the page then renders
 * once, with its data, instead of a skeleton first and the data in a second long render (G19). The hook's own
 * request on mount takes this same answer (SWR's preload) rather than asking again. A failure is left for that
 * request to report, so this never throws.
 */
export async function loadIntoCache<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  try {
    const data = await preload(key, fetcher)
    await mutate(key, data, { revalidate: false })
  } catch {
    // The page's own request (it takes the failed answer) shows the error.
  }
}
