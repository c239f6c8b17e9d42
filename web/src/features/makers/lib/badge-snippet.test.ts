import { describe, expect, it } from 'vitest'
import { badgeSnippet } from './badge-snippet'

describe('the badge snippet', () => {
  it('links the badge image to the tool page, on this site', () => {
    expect(badgeSnippet('https://kitly.example', 'canva', 'Kitly')).toBe(
      '<a href="https://kitly.example/tools/canva"><img src="https://kitly.example/badge/tools/canva.svg" alt="Featured on Kitly" height="28" /></a>',
    )
  })

  it('escapes a site name holding markup and encodes the slug', () => {
    const snippet = badgeSnippet('https://kitly.example', 'a"b', 'A<b> & "C"')
    expect(snippet).toContain('alt="Featured on A&lt;b&gt; &amp; &quot;C&quot;"')
    expect(snippet).toContain('href="https://kitly.example/tools/a%22b"')
  })
})
