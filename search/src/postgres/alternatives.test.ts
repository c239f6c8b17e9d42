/** Which queries ask for alternatives to a named tool. */
import { describe, expect, it } from 'vitest'
import { alternativesAskedFor } from './alternatives.ts'

describe('alternativesAskedFor', () => {
  it.each([
    ['chatgpt alternative', 'chatgpt'],
    ['Midjourney alternatives', 'Midjourney'],
    ['alternatives to Notion AI', 'Notion AI'],
    ['alternative for eleven labs', 'eleven labs'],
    ['canva competitors', 'canva'],
  ])('reads “%s” as asking for alternatives to %s', (query, name) => {
    expect(alternativesAskedFor(query)).toBe(name)
  })

  it.each(['alternatives', 'chatgpt', 'alternative medicine chatbot', 'best alternative energy tools'])(
    'reads “%s” as no such question',
    (query) => {
      expect(alternativesAskedFor(query)).toBeNull()
    },
  )
})
