import { afterEach, describe, expect, it, vi } from 'vitest'
import { READING_LIST_MAX, readReadingList, removeFromReadingList, setInReadingList } from './reading-list'

const stored = () => localStorage.getItem('kitly:saved-articles')

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the reading list of a visitor', () => {
  it('keeps saves oldest first, moves a re-saved article to the end, and removes one', () => {
    setInReadingList('prompting-101', true)
    setInReadingList('ai-for-podcasts', true)
    setInReadingList('prompting-101', true)
    expect(readReadingList()).toEqual(['ai-for-podcasts', 'prompting-101'])
    setInReadingList('ai-for-podcasts', false)
    expect(readReadingList()).toEqual(['prompting-101'])
  })

  it('reads what earlier versions stored (a JSON array of slugs) and ignores anything else', () => {
    localStorage.setItem('kitly:saved-articles', JSON.stringify(['kept', 7, null, 'also-kept']))
    expect(readReadingList()).toEqual(['kept', 'also-kept'])
    localStorage.setItem('kitly:saved-articles', '{not json')
    expect(readReadingList()).toEqual([])
    localStorage.setItem('kitly:saved-articles', '{"a":1}')
    expect(readReadingList()).toEqual([])
  })

  it(`keeps the newest ${READING_LIST_MAX}, what the account accepts at once`, () => {
    for (let i = 0; i <= READING_LIST_MAX; i++) setInReadingList(`post-${i}`, true)
    const list = readReadingList()
    expect(list).toHaveLength(READING_LIST_MAX)
    expect(list[0]).toBe('post-1')
    expect(list.at(-1)).toBe(`post-${READING_LIST_MAX}`)
  })

  it('forgets only the slugs the account took, and leaves no empty entry behind', () => {
    setInReadingList('moved', true)
    setInReadingList('saved-meanwhile', true)
    removeFromReadingList(['moved'])
    expect(readReadingList()).toEqual(['saved-meanwhile'])
    removeFromReadingList(['saved-meanwhile'])
    expect(stored()).toBeNull()
  })

  it('reads as empty and drops writes when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(readReadingList()).toEqual([])
    expect(() => setInReadingList('any', true)).not.toThrow()
  })
})
