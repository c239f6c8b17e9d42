import { describe, expect, it } from 'vitest'
import { paths } from './paths.ts'

describe('paths', () => {
  it('builds /tools links with only the filters that are set, encoded', () => {
    expect(paths.tools.href()).toBe('/tools')
    expect(paths.tools.href({ search: 'AI & video', category: undefined, pricing: 'free' })).toBe(
      '/tools?search=AI+%26+video&pricing=free',
    )
  })

  it('encodes path segments and the compare list', () => {
    expect(paths.tool.href('a/b')).toBe('/tools/a%2Fb')
    expect(paths.toolAlternatives.href('a/b')).toBe('/tools/a%2Fb/alternatives')
    expect(paths.compare.href(['figma-ai', 'canva'])).toBe('/compare?tools=figma-ai,canva')
    expect(paths.compare.href(['a,b'])).toBe('/compare?tools=a%2Cb')
    expect(paths.compare.href()).toBe('/compare')
  })

  it('adds a comparison’s usage after its tools, commas and colons readable, anything else encoded', () => {
    expect(paths.compare.href(['canva'], { seats: '3', amounts: 'canva:image:600,gamma:credit:2.5' })).toBe(
      '/compare?tools=canva&seats=3&amounts=canva:image:600,gamma:credit:2.5',
    )
    expect(paths.compare.href(['canva'], { amounts: 'a&b=c' })).toBe('/compare?tools=canva&amounts=a%26b%3Dc')
    expect(paths.compare.href([], { seats: '3' })).toBe('/compare')
  })

  it('reopens a submission on the submit form by its id', () => {
    expect(paths.submit.href()).toBe('/submit')
    expect(paths.submit.href(42)).toBe('/submit?id=42')
  })

  it('opens Saved on a tab, the first one without a query', () => {
    expect(paths.saved.href()).toBe('/saved')
    expect(paths.saved.href('tools')).toBe('/saved')
    expect(paths.saved.href('articles')).toBe('/saved?tab=articles')
  })

  it('builds the tutorials index with its filters, and the admin tutorials of one tool', () => {
    expect(paths.tutorials.href({ category: 'design', difficulty: 'beginner', task: undefined })).toBe(
      '/tutorials?category=design&difficulty=beginner',
    )
    expect(paths.adminTutorials.href()).toBe('/admin/tutorials')
    expect(paths.adminTutorials.href(7, true)).toBe('/admin/tutorials?tool=7&new=1')
  })

  it('builds the Markdown page of a tool and the feeds, overall and per category', () => {
    expect(paths.toolMarkdown.href('llama.cpp')).toBe('/tools/llama.cpp.md')
    expect(paths.toolsFeed.href('xml')).toBe('/feeds/tools.xml')
    expect(paths.categoryFeed.href('video & audio', 'json')).toBe('/feeds/categories/video%20%26%20audio.json')
  })
})
