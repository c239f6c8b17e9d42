import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Subscriber } from '../api/subscribers'
import { AdminSubscribers } from './admin-subscribers'

const subscriber = (id: number, status: Subscriber['status']): Subscriber => ({
  id,
  email: `reader${id}@example.com`,
  source: 'blog',
  status,
  created_at: '2026-05-01T09:30:00Z',
  confirmed_at: status === 'pending' ? null : '2026-05-01T10:00:00Z',
  unsubscribed_at: status === 'unsubscribed' ? '2026-05-03T10:00:00Z' : null,
})

// 120 subscribers in all: one of each status on top, then confirmed ones.
const everyone = [
  subscriber(120, 'pending'),
  subscriber(119, 'unsubscribed'),
  ...Array.from({ length: 118 }, (_, index) => subscriber(118 - index, 'confirmed')),
]

/** GET /api/admin/newsletter/subscribers as the API answers it: filtered, paged, with the total. */
function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://kitly.test')
    if (pathname !== '/api/admin/newsletter/subscribers') return new Response('id,email\n', { status: 200 })
    const status = searchParams.get('status')
    const matching = everyone.filter((row) => !status || row.status === status)
    const offset = Number(searchParams.get('offset'))
    const page = matching.slice(offset, offset + Number(searchParams.get('limit')))
    return Response.json({ subscribers: page, total: matching.length })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderSubscribers() {
  render(
    // A fresh cache per test, as a page load has.
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AdminSubscribers />
      </SWRConfig>
    </MemoryRouter>,
  )
}

const emailRows = () => screen.getAllByRole('row').slice(1)

describe('admin newsletter subscribers', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:subscribers')
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('shows the total, each status, and pages through the list 50 at a time', async () => {
    stubApi()
    renderSubscribers()
    const pending = await screen.findByRole('row', { name: /reader120@example\.com/ })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('120 subscribers')
    expect(pending).toHaveTextContent('Pending')
    expect(screen.getByRole('row', { name: /reader119@example\.com/ })).toHaveTextContent('Unsubscribed')
    expect(screen.getByRole('row', { name: /reader118@example\.com/ })).toHaveTextContent('Confirmed')
    expect(emailRows()).toHaveLength(50)
    expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Showing 51–100 of 120')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Showing 101–120 of 120')
    expect(emailRows()).toHaveLength(20)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('asks the API for one status from the first page, counting that status in the header', async () => {
    const fetch = stubApi()
    renderSubscribers()
    await screen.findByText('Showing 1–50 of 120')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Showing 51–100 of 120')

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'unsubscribed' } })
    await waitFor(() => expect(emailRows()).toHaveLength(1))
    expect(emailRows()[0]).toHaveTextContent('reader119@example.com')
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/newsletter/subscribers?status=unsubscribed&sort=created_at&order=desc&limit=50&offset=0',
      expect.anything(),
    )
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('1 subscriber')
  })

  it('exports the chosen status as a dated CSV', async () => {
    const fetch = stubApi()
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderSubscribers()
    await screen.findByText('Showing 1–50 of 120')
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } })
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/newsletter/subscribers/export?status=confirmed',
        expect.anything(),
      ),
    )
    await waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^newsletter_subscribers_\d{4}-\d{2}-\d{2}\.csv$/)]),
    )
  })

  it('says when there are no subscribers at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ subscribers: [], total: 0 })),
    )
    renderSubscribers()
    const empty = await screen.findByRole('status')
    expect(within(empty).getByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument()
  })
})
