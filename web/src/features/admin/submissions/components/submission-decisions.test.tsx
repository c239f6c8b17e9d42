import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminSubmission } from '../api/admin-submissions'
import { SubmissionDecisions } from './submission-decisions'

const submission = (state: AdminSubmission['state']): AdminSubmission => ({
  id: 12,
  state,
  website_url: 'https://quill.dev',
  registrable_domain: 'quill.dev',
  name: 'Quill',
  short_description: 'Writes.',
  description: null,
  category_id: null,
  tasks: [],
  pricing_model: null,
  free_credit_info: null,
  tags: [],
  logo_url: null,
  screenshots: [],
  video_url: null,
  reviewer_message: null,
  reject_reason: null,
  reject_text: null,
  tool_slug: null,
  queue_position: null,
  created_at: '2026-05-01T09:00:00Z',
  updated_at: '2026-05-01T09:00:00Z',
  submitted_at: '2026-05-01T09:00:00Z',
  decided_at: null,
  owner_id: 3,
  owner_email: 'maker@example.com',
  owner_name: 'Maker',
  decided_by: null,
  tool_id: null,
  edit_of: null,
  edit_of_slug: null,
  source_url: null,
})

/** The API: a decision answers `answer` (the submission, or a refusal), anything else an empty list. */
function stubApi(answer: Response) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/request-changes') ? answer.clone() : Response.json([]),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderDecisions(state: AdminSubmission['state']) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SubmissionDecisions submission={submission(state)} />
    </SWRConfig>,
  )
}

const button = (name: string) => screen.getByRole('button', { name })

describe('submission decisions', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('enables only the decisions the state allows', () => {
    renderDecisions('in_review')
    expect(button('Start review')).toBeDisabled()
    for (const name of ['Approve', 'Request changes', 'Reject']) expect(button(name)).toBeEnabled()
  })

  it('disables every decision once decided, and says why', () => {
    renderDecisions('approved')
    for (const name of ['Start review', 'Approve', 'Request changes', 'Reject']) expect(button(name)).toBeDisabled()
    expect(screen.getByText('Approved: nothing left to decide.')).toBeInTheDocument()
  })

  it('sends the message for changes, and keeps the dialog open with the server’s refusal', async () => {
    const fetch = stubApi(
      Response.json({ error: 'This submission is rejected: it cannot be sent back for changes.' }, { status: 409 }),
    )
    renderDecisions('submitted')
    fireEvent.click(button('Request changes'))
    const dialog = screen.getByRole('dialog', { name: 'Request changes' })
    fireEvent.change(within(dialog).getByLabelText('What should the maker change?'), {
      target: { value: 'Add a logo.' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the maker' }))
    await within(dialog).findByText('This submission is rejected: it cannot be sent back for changes.')
    const [url, init] = fetch.mock.calls.find(([called]) => called.endsWith('/request-changes')) ?? []
    expect(url).toBe('/api/admin/submissions/12/request-changes')
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Add a logo.' })
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Request changes' })).toBeVisible())
  })
})
