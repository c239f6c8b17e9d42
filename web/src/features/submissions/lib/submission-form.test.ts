import { describe, expect, it } from 'vitest'
import { submission } from '@/test/submission'
import { submissionToForm, toSubmissionBody } from './submission-form'

const draft = submission()

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
