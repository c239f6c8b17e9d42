import { render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AuthPromptProvider } from '@/components/auth/auth-prompt'
import { CompareProvider } from '@/components/compare/compare-provider'
import type { SavedTool } from '@/lib/api-types'
import { ada } from '@/test/signed-in-user'
import { toolCard } from '@/test/tool-card'
import { SavedTools } from './saved-tools'
import { ToolCard } from './tool-card'

const saved = (overrides: Partial<SavedTool>): SavedTool => ({
  ...toolCard(overrides),
  saved_at: '2026-11-01T10:00:00Z',
  following: true,
  discontinued_at: null,
  ...overrides,
})
const live = saved({ id: 1, name: 'Frame AI', slug: 'frame-ai' })
const gone = saved({ id: 2, name: 'Gone AI', slug: 'gone-ai', discontinued_at: '2026-11-20T09:00:00Z' })

function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <AuthPromptProvider>
          <CompareProvider>{children}</CompareProvider>
        </AuthPromptProvider>
      </MemoryRouter>
    </SWRConfig>
  )
}

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement

describe('a discontinued tool’s card', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => Response.json(url === '/api/users/session' ? { user: ada } : [gone, live])),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('says “Discontinued” in words on the saved list, and offers only to remove it; a live card says nothing', async () => {
    render(<SavedTools />, { wrapper: Providers })
    await screen.findByRole('link', { name: 'Gone AI' })
    const marked = cardOf('Gone AI')
    expect(within(marked).getByText('Discontinued')).toBeVisible()
    await waitFor(() =>
      expect(within(marked).getByRole('button', { name: 'Remove Gone AI from your saved tools' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    const plain = cardOf('Frame AI')
    expect(within(plain).queryByText('Discontinued')).toBeNull()
    expect(within(plain).getByRole('button', { name: 'Save Frame AI' })).toBeVisible()
  })

  it('offers no save when it is not saved: it can no longer be', async () => {
    const other = { ...gone, id: 3, name: 'Lost AI', slug: 'lost-ai' }
    render(<ToolCard tool={other} />, { wrapper: Providers })
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/users/saved-tools', expect.anything()))
    const card = cardOf('Lost AI')
    expect(within(card).getByText('Discontinued')).toBeVisible()
    expect(within(card).queryByRole('button', { name: /Lost AI/ })).toBeNull()
    expect(within(card).getByRole('button', { name: /compare/i })).toBeVisible()
  })
})
