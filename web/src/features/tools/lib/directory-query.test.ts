import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { hasActiveFilters, isFiltered, readDirectoryQuery, replacesHistoryEntry, toToolsQuery } from './directory-query'

const read = (search: string) => readDirectoryQuery(new URLSearchParams(search))

describe('directory URL sync', () => {
  it('reads search, category, pricing and task from the URL, trimmed', () => {
    expect(read('?search=%20video%20editor%20&category=video&pricing=free&task=edit-videos%20')).toEqual({
      search: 'video editor',
      category: 'video',
      pricing: 'free',
      task: 'edit-videos',
      platform: '',
      hasApi: false,
      openSource: false,
    })
  })

  it('reads the platform and the API and open-source flags, ignoring values it does not know', () => {
    expect(read('?platform=ios&has_api=true&open_source=true')).toMatchObject({
      platform: 'ios',
      hasApi: true,
      openSource: true,
    })
    expect(read('?platform=xbox&has_api=yes&open_source=1')).toMatchObject({
      platform: '',
      hasApi: false,
      openSource: false,
    })
    expect(hasActiveFilters(read('?has_api=true'))).toBe(true)
    expect(hasActiveFilters(read('?platform=web'))).toBe(true)
  })

  it('ignores a pricing value other than free or paid', () => {
    expect(read('?pricing=cheap').pricing).toBe('')
  })

  it('round-trips through the /tools link, leaving empty filters out', () => {
    const query = read(
      '?search=AI%20%26%20video&pricing=paid&task=edit-videos&platform=browser-extension&open_source=true',
    )
    const href = paths.tools.href(toToolsQuery(query))
    expect(href).toBe(
      '/tools?search=AI+%26+video&pricing=paid&task=edit-videos&platform=browser-extension&open_source=true',
    )
    expect(read(new URL(href, 'http://x').search)).toEqual(query)
    expect(paths.tools.href(toToolsQuery(read('')))).toBe('/tools')
  })

  it('counts category, pricing and task as active filters, and any of them or a search as filtered', () => {
    expect(hasActiveFilters(read('?search=figma'))).toBe(false)
    expect(isFiltered(read('?search=figma'))).toBe(true)
    expect(hasActiveFilters(read('?category=design'))).toBe(true)
    expect(hasActiveFilters(read('?task=design-logo'))).toBe(true)
    expect(isFiltered(read(''))).toBe(false)
  })

  it('refines a search in place but makes starting or clearing one a history step', () => {
    expect(replacesHistoryEntry('vid', 'video')).toBe(true)
    expect(replacesHistoryEntry('', 'v')).toBe(false)
    expect(replacesHistoryEntry('video', '')).toBe(false)
  })
})
