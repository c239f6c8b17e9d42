import { act, render, screen } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ada } from '@/test/signed-in-user'
import { useAuthActions, useCurrentUser } from './current-user'

function Who({ label }: { label: string }) {
  const { user, pending } = useCurrentUser()
  return <p>{`${label}: ${pending ? 'pending' : (user?.name ?? 'signed out')}`}</p>
}

function SignOutButton() {
  const { signOut } = useAuthActions()
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  )
}

function renderReaders() {
  // A fresh cache per test, as a page load has.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Who label="header" />
      <Who label="page" />
      <SignOutButton />
    </SWRConfig>,
  )
}

describe('useCurrentUser', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) =>
      url === '/api/logout' ? new Promise<Response>(() => {}) : Response.json({ user: ada }),
    )
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is pending until the first answer, and readers at once share one request', async () => {
    renderReaders()
    expect(screen.getByText('header: pending')).toBeInTheDocument()
    expect(await screen.findByText('header: Ada')).toBeInTheDocument()
    expect(screen.getByText('page: Ada')).toBeInTheDocument()
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/users/session')).toHaveLength(1)
  })

  it('signs out at once, before the server answers', async () => {
    renderReaders()
    await screen.findByText('page: Ada')
    // GET /api/logout never answers here.
    act(() => screen.getByRole('button', { name: 'Sign Out' }).click())
    expect(screen.getByText('page: signed out')).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'GET' })),
    )
  })

  it('ends pending as signed out when the fetch fails', async () => {
    fetchMock.mockImplementation(async () => new Response('oops', { status: 500 }))
    renderReaders()
    expect(await screen.findByText('header: signed out')).toBeInTheDocument()
  })
})
