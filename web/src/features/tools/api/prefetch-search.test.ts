import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyDirectoryQuery } from '../lib/directory-query'
import { prefetchToolSearch, searchTools, toolSearchKey } from './prefetch-search'

const result = (q: string) => ({ hits: [], total: 0, facets: { categories: [], pricing: { free: 0, paid: 0 } }, q })
const query = (search: string) => ({ ...emptyDirectoryQuery, search })

describe('prefetchToolSearch', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) =>
      Response.json(result(new URL(url, 'http://kitly.test').searchParams.get('q') ?? '')),
    )
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('hands its answer to the directory’s request for the same search, once', async () => {
    prefetchToolSearch(query('notion'))
    prefetchToolSearch(query('notion'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await expect(searchTools(toolSearchKey(query('notion')))).resolves.toMatchObject({ q: 'notion' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Taken: the next request for it asks the API again (SWR decides when that happens).
    await searchTools(toolSearchKey(query('notion')))
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('cancels a search nobody took when a newer one starts', async () => {
    prefetchToolSearch(query('not'))
    const first = fetchMock.mock.calls[0]?.[1] as RequestInit
    prefetchToolSearch(query('notion'))
    expect(first.signal?.aborted).toBe(true)
    await expect(searchTools(toolSearchKey(query('notion')))).resolves.toMatchObject({ q: 'notion' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('cancels a search already taken when a newer one starts, but never a later page', async () => {
    const taken = searchTools(toolSearchKey(query('no')))
    const nextPage = searchTools(toolSearchKey(query('no'), 12))
    prefetchToolSearch(query('not'))
    const [first, second] = fetchMock.mock.calls.map((call) => call[1] as RequestInit)
    expect(first?.signal?.aborted).toBe(true)
    expect(second?.signal).toBeUndefined()
    await Promise.allSettled([taken, nextPage])
  })

  it('leaves other searches to their own request', async () => {
    prefetchToolSearch(query('figma'))
    await expect(searchTools(toolSearchKey(query('canva')))).resolves.toMatchObject({ q: 'canva' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
