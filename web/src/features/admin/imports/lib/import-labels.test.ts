import { describe, expect, it } from 'vitest'
import { importCountsText } from './import-labels'

describe('importCountsText', () => {
  it('lists what an ended job counted, leaving out the counts at zero but the imported one', () => {
    expect(importCountsText({ success_count: 120, updated_count: 3, skipped_count: null, error_count: 2 })).toBe(
      '120 imported · 3 updated · 2 errors',
    )
    expect(importCountsText({ success_count: 0, updated_count: null, skipped_count: 4, error_count: 1 })).toBe(
      '0 imported · 4 already there · 1 error',
    )
  })

  it('says nothing for a job without a result', () => {
    expect(importCountsText({ success_count: null, updated_count: null, skipped_count: null, error_count: null })).toBe(
      '',
    )
  })
})
