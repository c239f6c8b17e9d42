import { describe, expect, it } from 'vitest'
import { slugFromName } from './slug'

describe('slugFromName', () => {
  it('follows the spec rule and folds accents', () => {
    expect(slugFromName('  Café AI -- Pro! ')).toBe('cafe-ai-pro')
    expect(slugFromName('ChatGPT 4o')).toBe('chatgpt-4o')
    expect(slugFromName('!!!')).toBe('')
  })
})
