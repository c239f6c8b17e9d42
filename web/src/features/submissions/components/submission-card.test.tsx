import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { submission } from '@/test/submission'
import type { Submission } from '../api/submissions'
import { SubmissionCard } from './submission-card'

function renderCard(overrides: Partial<Submission>) {
  render(
    <MemoryRouter>
      <SubmissionCard submission={submission(overrides)} />
    </MemoryRouter>,
  )
  return screen.getByRole('article')
}

describe('SubmissionCard', () => {
  it('offers to continue a draft on the form, and names an unnamed one by its domain', () => {
    const card = renderCard({ name: null })
    expect(within(card).getByRole('heading', { name: 'frame.ai' })).toBeInTheDocument()
    expect(within(card).getByText('Draft')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Continue editing frame.ai' })).toHaveAttribute(
      'href',
      '/submit?id=7',
    )
  })

  it('says where a queued submission is in line, and offers no edit', () => {
    const card = renderCard({ state: 'in_review', queue_position: 3, submitted_at: '2025-02-03T10:00:00Z' })
    expect(within(card).getByText('In review')).toBeInTheDocument()
    expect(within(card).getByText(/A reviewer is looking at it\. 3rd in line\. Sent/)).toBeInTheDocument()
    expect(within(card).queryByRole('link', { name: /edit/i })).toBeNull()
  })

  it('shows the reviewers’ message with Edit and resubmit when changes are requested', () => {
    const card = renderCard({ state: 'changes_requested', reviewer_message: 'Add a screenshot.' })
    expect(within(card).getByText('Add a screenshot.')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Edit and resubmit Frame AI' })).toHaveAttribute(
      'href',
      '/submit?id=7',
    )
  })

  it('shows a rejection’s reason in words and its text', () => {
    const card = renderCard({ state: 'rejected', reject_reason: 'not_ai', reject_text: 'No AI feature found.' })
    expect(within(card).getByText('Not accepted')).toBeInTheDocument()
    expect(within(card).getByText('Not an AI tool')).toBeInTheDocument()
    expect(within(card).getByText('No AI feature found.')).toBeInTheDocument()
  })

  it('links an approved submission to its live tool page', () => {
    const card = renderCard({ state: 'approved', tool_slug: 'frame-ai' })
    expect(within(card).getByRole('link', { name: 'See Frame AI live' })).toHaveAttribute('href', '/tools/frame-ai')
  })
})
