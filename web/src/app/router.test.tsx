import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockSystemDarkMode } from '@/test/match-media'
import { AppProvider } from './provider'
import { routes } from './router'

function renderAt(url: string) {
  render(
    <AppProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
    </AppProvider>,
  )
}

describe('routes', () => {
  beforeEach(() => {
    mockSystemDarkMode(false)
    // The pages' data calls answer with nothing found; these tests are about the frame and routing.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json(
          url.startsWith('/api/search')
            ? {
                hits: [],
                total: 0,
                facets: { categories: [], pricing: { free: 0, paid: 0 } },
                correctedQuery: null,
                tookMs: 0,
              }
            : [],
        ),
      ),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the home page inside the header and footer', async () => {
    renderAt('/')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Find the right AI tools')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin')
  })

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('sends /compare to the directory when nothing is selected', async () => {
    renderAt('/compare')
    expect(await screen.findByRole('heading', { name: 'AI Tools Directory' })).toBeInTheDocument()
  })
})
