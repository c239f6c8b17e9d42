/** The stand-in keeps Meilisearch v1.16's rules where the adapter depends on them. */
import { Meilisearch, MeilisearchApiError } from 'meilisearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MeiliStandIn, startMeiliStandIn } from './index.ts'

let standIn: MeiliStandIn
let client: Meilisearch
beforeAll(async () => {
  standIn = await startMeiliStandIn()
  client = new Meilisearch({ host: standIn.url })
  await client
    .index('books')
    .updateSettings({ filterableAttributes: ['genre'], sortableAttributes: ['year'] })
    .waitTask()
  await client
    .index('books')
    .addDocuments(
      [
        { id: 1, title: 'The Text-to-Image Atlas', genre: 'Art', year: 2020 },
        { id: 2, title: 'Image Making', genre: 'art', year: 2018 },
        { id: 3, title: 'Atlas of Birds', genre: 'Nature', year: 2022 },
      ],
      { primaryKey: 'id' },
    )
    .waitTask()
})
afterAll(() => standIn.close())

const apiError = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof MeilisearchApiError ? { status: error.response.status, ...error.cause } : error,
  )

describe('the Meilisearch stand-in', () => {
  it('refuses a swap naming `rename`, which v1.16 does not know', async () => {
    const refused = await apiError(
      client.swapIndexes([{ indexes: ['books', 'other'], rename: false }]) as unknown as Promise<unknown>,
    )
    expect(refused).toMatchObject({ status: 400, code: 'bad_request', type: 'invalid_request' })
    expect(refused).toMatchObject({ message: expect.stringContaining('Unknown field `rename`') })
  })

  it('refuses unknown settings, at any depth', async () => {
    const refused = await apiError(
      client.index('books').updateSettings({ typoTolerance: { oneTypo: 4 } } as never) as unknown as Promise<unknown>,
    )
    expect(refused).toMatchObject({ status: 400, code: 'bad_request' })
  })

  it('answers 400 for a sort, filter or facet on an attribute not declared for it', async () => {
    const books = client.index('books')
    expect(await apiError(books.search('', { sort: ['title:asc'] }))).toMatchObject({
      status: 400,
      code: 'invalid_search_sort',
    })
    expect(await apiError(books.search('', { filter: 'year = 2020' }))).toMatchObject({
      status: 400,
      code: 'invalid_search_filter',
    })
    expect(await apiError(books.search('', { facets: ['year'] }))).toMatchObject({
      status: 400,
      code: 'invalid_search_facets',
    })
    expect(await apiError(client.index('nowhere').search(''))).toMatchObject({ status: 404, code: 'index_not_found' })
  })

  it('enqueues writes and reports a failed task as failed, with its error', async () => {
    const enqueued = await client.createIndex('books')
    expect(enqueued.status).toBe('enqueued')
    const task = await client.tasks.waitForTask(enqueued.taskUid)
    expect(task).toMatchObject({ status: 'failed', error: { code: 'index_already_exists' } })
  })

  it('searches words split at hyphens, drops the last words first, and filters case-insensitively', async () => {
    const books = client.index('books')
    const ids = async (q: string, options = {}) => (await books.search(q, options)).hits.map((hit) => hit.id)
    expect(await ids('image')).toEqual([1, 2])
    // "last": documents with every word first, then those missing the last word; "all": only the first.
    expect(await ids('atlas birds')).toEqual([3, 1])
    expect(await ids('atlas nothing')).toEqual([1, 3])
    expect(await ids('atlas nothing', { matchingStrategy: 'all' })).toEqual([])
    expect(await ids('', { filter: ['genre = "ART"'], sort: ['year:asc'] })).toEqual([2, 1])
    expect((await books.search('', { facets: ['genre'] })).facetDistribution).toEqual({
      genre: { Art: 1, Nature: 1, art: 1 },
    })
  })

  it('leaves out the documents having a word after a minus, matched exactly', async () => {
    const books = client.index('books')
    const ids = async (q: string) => (await books.search(q)).hits.map((hit) => hit.id)
    expect(await ids('atlas -birds')).toEqual([1])
    // A minus inside a word is a separator, not the operator; a negated word is no prefix.
    expect(await ids('text-to-image')).toEqual([1])
    expect((await ids('atlas -bird')).toSorted()).toEqual([1, 3])
  })

  it('scores documents from 1 down, the first ranking rule deciding and the next ones breaking its ties', async () => {
    const scores = async (q: string) =>
      (await client.index('books').search(q, { showRankingScore: true })).hits.map((hit) => [hit.id, hit._rankingScore])
    expect(await scores('')).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ])
    const [[first, best], [, second]] = (await scores('atlas birds')) as [[number, number], [number, number]]
    expect(first).toBe(3)
    // Every word: above one half. Half the words: at most one half, whatever the later rules say.
    expect(best).toBeGreaterThan(0.5)
    expect(second).toBeLessThanOrEqual(0.5)
  })

  it('merges federated queries by weighted score, lists a document once and counts the union', async () => {
    const result = await client.multiSearch({
      federation: { limit: 10, facetsByIndex: { books: ['genre'] } },
      queries: [
        { indexUid: 'books', q: 'image', federationOptions: { weight: 0.5 } },
        { indexUid: 'books', q: 'atlas', federationOptions: { weight: 0.9 } },
      ],
    })
    expect(result.hits.map((hit) => [hit.id, hit._federation?.queriesPosition])).toEqual([
      [1, 1],
      [3, 1],
      [2, 0],
    ])
    expect(result.estimatedTotalHits).toBe(3)
    expect(result.facetsByIndex?.books?.distribution).toEqual({ genre: { Art: 1, Nature: 1, art: 1 } })
  })

  it('refuses paging inside a federated query', async () => {
    const refused = await apiError(
      client.multiSearch({ federation: {}, queries: [{ indexUid: 'books', q: 'atlas', limit: 5 }] }),
    )
    expect(refused).toMatchObject({ status: 400, code: 'invalid_multi_search_query_pagination' })
  })

  it('counts a swap of two letters as one typo, and marks typo and prefix matches in _formatted', async () => {
    const { hits } = await client.index('books').search('atlsa ima', {
      attributesToHighlight: ['title'],
      attributesToRetrieve: ['id', 'title'],
      matchingStrategy: 'all',
    })
    expect(hits.map((hit) => hit._formatted?.title)).toEqual(['The Text-to-<em>Ima</em>ge <em>Atlas</em>'])
  })
})
