import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthPromptProvider } from '@/components/auth/auth-prompt'
import { CompareProvider } from '@/components/compare/compare-provider'
import { track } from '@/lib/analytics'
import type { ToolSearchResult } from '@/lib/api-types'
import { toolCard } from '@/test/tool-card'
import { ToolsDirectory } from './tools-directory'

vi.mock('@/lib/analytics', () => ({ track: vi.fn() }))

/** One tool named after the search it answers, so the list says which answer it shows. */
function resultFor(q: string): ToolSearchResult {
  const name = `Tool for ${q || 'everything'}`
  const hit = {
    ...toolCard({ id: q.length, name, slug: `tool-${q.length}` }),
    highlight: { name, short_description: '' },
  }
  return {
    hits: [hit],
    total: 1,
    facets: { categories: [], pricing: { free: 1, paid: 0 }, tasks: [] },
    correctedQuery: null,
    tookMs: 1,
  }
}

/**
 * GET /api/search answering only when the test says so (`answer(q)`), so answers can come late or out of order;
 * a cancelled request rejects as fetch does.
 */
function stubSearchApi() {
  const pending = new Map<string, { resolve: (response: Response) => void; signal: AbortSignal | undefined }>()
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://kitly.test')
    if (pathname !== '/api/search') return Promise.resolve(Response.json({ user: null }))
    const q = searchParams.get('q') ?? ''
    return new Promise<Response>((resolve, reject) => {
      pending.set(q, { resolve, signal: init?.signal ?? undefined })
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The user aborted a request.', 'AbortError')),
      )
    })
  })
  vi.stubGlobal('fetch', fetch)
  return {
    searched: () => fetch.mock.calls.map(([url]) => new URL(url, 'http://kitly.test').searchParams.get('q')),
    cancelled: (q: string) => pending.get(q)?.signal?.aborted === true,
    answer: async (q: string) => {
      const request = pending.get(q)
      if (!request) throw new Error(`no request for "${q}"`)
      await act(async () => request.resolve(Response.json(resultFor(q))))
    },
  }
}

function renderDirectory() {
  const router = createBrowserRouter([{ path: '/tools', element: <ToolsDirectory categories={[]} /> }])
  render(
    // A fresh cache per test, as a page load has.
    <SWRConfig value={{ provider: () => new Map() }}>
      <CompareProvider>
        <AuthPromptProvider>
          <RouterProvider router={router} />
        </AuthPromptProvider>
      </CompareProvider>
    </SWRConfig>,
  )
  return router
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search tools' }), { target: { value: text } })
const shownTools = () =>
  within(screen.getByRole('list', { name: 'Tools' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent)
const urlSearch = () => new URLSearchParams(window.location.search).get('search')

describe('tools directory search', () => {
  let api: ReturnType<typeof stubSearchApi>
  beforeEach(() => {
    window.history.replaceState(null, '', '/tools')
    api = stubSearchApi()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(track).mockClear()
  })

  it('shows the results of each keystroke as they arrive, without waiting for typing to pause', async () => {
    renderDirectory()
    await api.answer('')
    expect(await screen.findByText('1 tool found')).toBeInTheDocument()

    type('n')
    expect(api.searched()).toContain('n')
    await api.answer('n')
    await waitFor(() => expect(shownTools()).toEqual(['Tool for n']))
    expect(urlSearch()).toBe('n')

    type('no')
    await api.answer('no')
    await waitFor(() => expect(shownTools()).toEqual(['Tool for no']))
    expect(urlSearch()).toBe('no')
  })

  it("gives a new search's cards the elements of the previous ones, so the browser only updates their text", async () => {
    renderDirectory()
    await api.answer('')
    await screen.findByText('1 tool found')
    const card = screen.getByRole('article')

    type('n')
    await api.answer('n')
    await waitFor(() => expect(shownTools()).toEqual(['Tool for n']))
    expect(screen.getByRole('article')).toBe(card)
  })

  it('cancels the search for an input typed past, and never shows its answer over a newer one', async () => {
    renderDirectory()
    await api.answer('')
    await screen.findByText('1 tool found')

    type('no')
    type('not')
    // The previous results stay up, marked busy, while the newest answer is on its way.
    expect(screen.getByRole('list', { name: 'Tools' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    expect(shownTools()).toEqual(['Tool for everything'])
    expect(api.cancelled('no')).toBe(true)

    await api.answer('not')
    await waitFor(() => expect(shownTools()).toEqual(['Tool for not']))
    // The cancelled request's answer, were it to come anyway, has nowhere to go.
    await api.answer('no').catch(() => {})
    expect(shownTools()).toEqual(['Tool for not'])
    expect(screen.getByRole('list', { name: 'Tools' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false')
    expect(urlSearch()).toBe('not')
  })

  it('starts a new history entry for a new search and refines it in place, so Back returns to the full list', async () => {
    const router = renderDirectory()
    await api.answer('')
    await screen.findByText('1 tool found')
    const entries = window.history.length

    for (const text of ['c', 'ca', 'can']) {
      type(text)
      await api.answer(text)
      await waitFor(() => expect(urlSearch()).toBe(text))
    }
    expect(window.history.length).toBe(entries + 1)

    await act(() => router.navigate(-1))
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue(''))
    expect(shownTools()).toEqual(['Tool for everything'])
  })

  it('counts a typed search for analytics once, when typing has settled, not at every keystroke', async () => {
    renderDirectory()
    await api.answer('')
    await screen.findByText('1 tool found')

    for (const text of ['f', 'fi', 'fig']) {
      type(text)
      await api.answer(text)
      await waitFor(() => expect(shownTools()).toEqual([`Tool for ${text}`]))
    }
    await waitFor(() => expect(track).toHaveBeenCalled(), { timeout: 3000 })
    expect(vi.mocked(track).mock.calls).toEqual([['Search', { search_term: 'fig', result_count: 1 }]])
  })
})
