import { describe, expect, it } from 'vitest'
import { ordinal, queuePlace } from './submission-status'

describe('a submission’s place in the queue', () => {
  it('writes ordinals as people say them, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ])
  })

  it('calls the first "next in line"', () => {
    expect(queuePlace(1)).toBe('Next in line')
    expect(queuePlace(3)).toBe('3rd in line')
  })
})
