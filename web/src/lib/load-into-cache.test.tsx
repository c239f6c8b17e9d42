import { render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { getSession, sessionKey, setSignedInUser, useCurrentUser } from '@/components/auth/current-user'
import { ada } from '@/test/signed-in-user'
import { loadIntoCache } from './load-into-cache'

function Who() {
  const { user } = useCurrentUser()
  return <p>{user?.name ?? 'signed out'}</p>
}

afterEach(() => vi.unstubAllGlobals())

// The Google callback page: the frame's loader reads a visitor, the page signs them in, the dashboard mounts.
it('keeps what happened after the loader read a key: a reader mounting later neither asks again nor gets the old answer', async () => {
  const fetchMock = vi.fn(async () => Response.json({ user: null }))
  vi.stubGlobal('fetch', fetchMock)
  await loadIntoCache(sessionKey, getSession)
  await setSignedInUser(ada)

  render(<Who />)
  // Long enough for a mounting hook's revalidation, which SWR starts on the next animation frame.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(screen.getByText('Ada')).toBeInTheDocument()
  expect(fetchMock).toHaveBeenCalledTimes(1)
})
