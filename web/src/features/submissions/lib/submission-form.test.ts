import { describe, expect, it } from 'vitest'
import type { Submission } from '../api/submissions'
import { submissionToForm, toSubmissionBody } from './submission-form'

const draft: Submission = {
  id: 7,
  state: 'draft',
  website_url: 'https://frame.ai/',
  registrable_domain: 'frame.ai',
  name: 'Frame AI',
  short_description: null,
  description: null,
  category_id: 3,
  tasks: ['edit-video'],
  pricing_model: null,
  free_credit_info: null,
  tags: ['video', 'ai'],
  logo_url: null,
  screenshots: ['https://frame.ai/a.png', 'https://frame.ai/b,c.png'],
  video_url: null,
  reviewer_message: null,
  reject_reason: null,
  reject_text: null,
  tool_slug: null,
  queue_position: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  submitted_at: null,
  decided_at: null,
}

describe('the submission form', () => {
  it('shows a saved draft’s lists as text, screenshots one a line, and blanks for what is not given', () => {
    expect(submissionToForm(draft)).toMatchObject({
      name: 'Frame AI',
      short_description: '',
      category_id: '3',
      pricing_model: 'Free',
      tags: 'video, ai',
      screenshots: 'https://frame.ai/a.png\nhttps://frame.ai/b,c.png',
    })
  })

  it('sends lists as lists (a comma inside a screenshot URL kept) and no category as null', () => {
    const values = {
      ...submissionToForm(draft),
      category_id: '',
      tags: ' video ,, ai ',
      screenshots: '\n x.png \r\ny.png\n',
    }
    expect(toSubmissionBody(values)).toMatchObject({
      category_id: null,
      tags: ['video', 'ai'],
      screenshots: ['x.png', 'y.png'],
      tasks: ['edit-video'],
    })
    expect(toSubmissionBody(submissionToForm(draft)).screenshots).toEqual(draft.screenshots)
  })
})
