import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthPromptProvider } from '@/components/auth/auth-prompt'
import { SaveToolButton } from './save-tool-button'

const ada = { id: 1, email: 'ada@example.com', name: 'Ada', role: 'user', avatar_url: null }
const midjourney = { id: 7, name: 'Midjourney' }
const notion = { id: 8, name: 'Notion AI' }

function Providers({ children }: { children: ReactNode }) {
  // A fresh cache per test, as a page load has.
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <AuthPromptProvider>{children}</AuthPromptProvider>
    </SWRConfig>
  )
}

describe('SaveToolButton', () => {
  beforeEach(() => {
    // Signed in, nothing saved yet; a save never answers, so it stays pending.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') return new Promise<Response>(() => {})
        return Response.json(url === '/api/users/session' ? { user: ada } : [])
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it("keeps a pending save with its tool when the card is reused for another tool (the directory's cards are)", async () => {
    const { rerender } = render(<SaveToolButton tool={midjourney} />, { wrapper: Providers })
    const button = screen.getByRole('button', { name: 'Save Midjourney' })
    // Enabled once the session is known: a click before would ask a signed-in user to sign in.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/users/saved-tools', expect.anything()))
    fireEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
    expect(button).toHaveAttribute('aria-pressed', 'true')

    rerender(<SaveToolButton tool={notion} />)
    const reused = screen.getByRole('button', { name: 'Save Notion AI' })
    expect(reused).toBe(button)
    expect(reused).toBeEnabled()
    expect(reused).toHaveAttribute('aria-pressed', 'false')

    rerender(<SaveToolButton tool={midjourney} />)
    expect(screen.getByRole('button', { name: 'Save Midjourney' })).toBeDisabled()
  })
})
