import { describe, expect, it } from 'vitest'
import { allows, QUEUE_TABS, submissionName } from './submission-states'

describe('submission states', () => {
  it('allows each decision only from the states the API takes it from', () => {
    expect(allows('review', 'submitted')).toBe(true)
    expect(allows('review', 'in_review')).toBe(false)
    expect(allows('approve', 'in_review')).toBe(true)
    expect(allows('reject', 'submitted')).toBe(true)
    for (const state of ['changes_requested', 'approved', 'rejected'] as const) {
      expect(allows('approve', state)).toBe(false)
      expect(allows('reject', state)).toBe(false)
      expect(allows('request_changes', state)).toBe(false)
    }
  })

  it('starts the tabs on the waiting ones and ends on all of them', () => {
    expect(QUEUE_TABS.map((tab) => tab.value)).toEqual([
      'waiting',
      'submitted',
      'in_review',
      'changes_requested',
      'approved',
      'rejected',
      'all',
    ])
  })

  it('names a submission by its site until the maker names it', () => {
    expect(submissionName({ name: null, registrable_domain: 'quill.dev' })).toBe('quill.dev')
    expect(submissionName({ name: 'Quill', registrable_domain: 'quill.dev' })).toBe('Quill')
  })

  it('marks an edit request of a listed tool as an edit', () => {
    expect(submissionName({ name: 'Quill', registrable_domain: 'quill.dev', edit_of: 7 })).toBe('Edit of Quill')
  })
})
