import { describe, expect, it } from 'vitest'
import type { Category } from '@/lib/api-types'
import { matchesAdvancedFilters, matchesCategoryText, noAdvancedFilters, sortCategories } from './filter-categories'

const category = (name: string, tool_count: number, tags: string[] = [], description = ''): Category => ({
  id: tool_count,
  name,
  slug: name.toLowerCase(),
  description,
  icon: null,
  tags,
  tool_count,
  created_at: '',
  updated_at: '',
})

describe('category filters', () => {
  const video = category('Video', 60, ['editing', 'youtube'], 'Make and edit videos')
  const voice = category('Voice', 12, ['tts'])
  const writing = category('Writing', 30)

  it('searches name, description and tags without regard to case', () => {
    expect(matchesCategoryText(video, 'YOUTUBE')).toBe(true)
    expect(matchesCategoryText(video, 'edit videos')).toBe(true)
    expect(matchesCategoryText(voice, 'video')).toBe(false)
    expect(matchesCategoryText(voice, '  ')).toBe(true)
  })

  it('sorts alphabetically or by number of tools', () => {
    expect(sortCategories([writing, video, voice], 'alphabetical').map((c) => c.name)).toEqual([
      'Video',
      'Voice',
      'Writing',
    ])
    expect(sortCategories([writing, video, voice], 'popular').map((c) => c.name)).toEqual(['Video', 'Writing', 'Voice'])
  })

  it('filters by tool-count range and popularity tier', () => {
    expect(matchesAdvancedFilters(video, noAdvancedFilters)).toBe(true)
    expect(matchesAdvancedFilters(voice, { ...noAdvancedFilters, minTools: 20 })).toBe(false)
    expect(matchesAdvancedFilters(writing, { ...noAdvancedFilters, minTools: 20, maxTools: 40 })).toBe(true)
    expect(matchesAdvancedFilters(video, { ...noAdvancedFilters, popularity: 'popular' })).toBe(true)
    expect(matchesAdvancedFilters(writing, { ...noAdvancedFilters, popularity: 'popular' })).toBe(false)
    expect(matchesAdvancedFilters(voice, { ...noAdvancedFilters, popularity: 'niche' })).toBe(true)
  })
})
