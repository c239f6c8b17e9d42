import type { AdminCheck } from '@kitly/api/schemas'
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppProvider } from '@/app/provider'
import { routes } from '@/app/router'
import type { Me } from '@/lib/api-types'
import { mockSystemDarkMode } from '@/test/match-media'

const grace: Me = {
  id: 7,
  email: 'grace@example.com',
  name: 'Grace Hopper',
  role: 'admin',
  avatar_url: null,
  created_at: '2026-01-05T10:00:00Z',
  email_verified: true,
  google_user_data: null,
}

const CHECKS: Record<'none' | 'moderator' | 'admin', AdminCheck> = {
  none: { userId: null, isAdmin: false, role: null, permissions: [] },
  moderator: {
    userId: grace.id,
    isAdmin: false,
    role: 'moderator',
    permissions: ['moderate_reviews', 'answer_inquiries'],
  },
  admin: {
    userId: grace.id,
    isAdmin: true,
    role: 'admin',
    permissions: ['manage_site', 'moderate_reviews', 'answer_inquiries'],
  },
}

/**
 * The API as the admin screens see it: who is signed in, what the admin check answers for them, whether the
 * server offers Google sign-in, and empty lists.
 */
function stubApi(user: Me | null, check: AdminCheck, googleSignIn = true) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/users/session') return Response.json({ user })
      if (url === '/api/site-settings') return Response.json({ google_sign_in: googleSignIn })
      if (url === '/api/admin/check') return Response.json(check)
      if (url.startsWith('/api/admin/reviews')) return Response.json({ reviews: [], total: 0 })
      if (url === '/api/admin/stats') return Response.json({ error: 'Internal server error' }, { status: 500 })
      return Response.json([])
    }),
  )
}

/**
 * The route table with copies of its `lazy` objects: React Router clears a lazy property once loaded, on
 * the object it was given, so a second router over the same objects would find the shell already gone.
 */
const freshRoutes = (table: readonly RouteObject[]): RouteObject[] =>
  table.map((route) => ({
    ...route,
    lazy: typeof route.lazy === 'object' ? { ...route.lazy } : route.lazy,
    children: route.children && freshRoutes(route.children),
  })) as RouteObject[]

function renderAt(url: string) {
  const router = createMemoryRouter(freshRoutes(routes), { initialEntries: [url] })
  render(
    <AppProvider>
      {/* A fresh cache per test, as a page load has. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </AppProvider>,
  )
  return router
}

describe('admin routes', () => {
  beforeEach(() => mockSystemDarkMode(false))
  afterEach(() => vi.unstubAllGlobals())

  it('sends a visitor from an admin screen to the admin login', async () => {
    stubApi(null, CHECKS.none)
    const router = renderAt('/admin/tools')
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
  })

  it('offers no Google sign-in on a server without a Google client', async () => {
    stubApi(null, CHECKS.none, false)
    renderAt('/admin')
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    // The settings answer has arrived once the page's fetches are done.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/site-settings', expect.anything()))
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument()
    expect(screen.queryByText('or')).not.toBeInTheDocument()
  })

  it('tells a signed-in user who is not an admin that access is denied', async () => {
    stubApi({ ...grace, role: 'user' }, { ...CHECKS.none, userId: grace.id, role: 'user' })
    renderAt('/admin/dashboard')
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByText('grace@example.com')).toBeInTheDocument()
  })

  it('takes an admin from /admin to the dashboard, zeroed with Retry when the stats fail', async () => {
    stubApi(grace, CHECKS.admin)
    const router = renderAt('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/dashboard')
    expect(await screen.findByText('Failed to load dashboard')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'AI Tools towards the goal of 5,000' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users')
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument()
  })

  it('takes a moderator from /admin to Reviews, with only their sections in the navigation', async () => {
    stubApi({ ...grace, role: 'moderator' }, CHECKS.moderator)
    const router = renderAt('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/reviews')
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reviews', 'Contact'])
    expect(screen.getByText('Moderator')).toBeInTheDocument()
    // Moderation only: no adding or importing reviews.
    expect(screen.queryByRole('button', { name: 'Bulk Upload' })).not.toBeInTheDocument()
  })

  it("shows a moderator who opens an admin-only screen by its address that it isn't theirs, asking nothing of it", async () => {
    stubApi({ ...grace, role: 'moderator' }, CHECKS.moderator)
    renderAt('/admin/tools')
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this section" }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to Reviews' })).toHaveAttribute('href', '/admin/reviews')
    expect(fetch).not.toHaveBeenCalledWith(expect.stringMatching(/^\/api\/admin\/tools/), expect.anything())
  })
})
