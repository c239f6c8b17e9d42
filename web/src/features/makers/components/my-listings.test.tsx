import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { Listing } from '@/lib/api-types'
import { MyListings } from './my-listings'

const listing = (overrides: Partial<Listing>): Listing => ({
  id: 1,
  slug: 'frame-ai',
  name: 'Frame AI',
  logo_url: null,
  status: 'active',
  discontinued_at: null,
  verified_at: '2026-10-01T10:00:00Z',
  rating: 0,
  review_count: 0,
  unanswered_reviews: 0,
  edit_request: null,
  ...overrides,
})

describe('MyListings', () => {
  it('says in words which listing is discontinued, and nothing of a live one', () => {
    render(
      <MyListings
        listings={[
          listing({}),
          listing({ id: 2, slug: 'gone-ai', name: 'Gone AI', discontinued_at: '2026-11-20T09:00:00Z' }),
        ]}
      />,
      { wrapper: MemoryRouter },
    )
    expect(screen.getByRole('link', { name: /Gone AI/ })).toHaveTextContent('Listed as discontinued')
    expect(screen.getByRole('link', { name: /Frame AI/ })).not.toHaveTextContent('discontinued')
  })
})
