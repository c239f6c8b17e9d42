import { describe, expect, it } from 'vitest'
import { embedHeight, kitEmbedSnippet } from './embed-snippet'

const id = '3f1c2b4a-9d8e-4f00-a1b2-c3d4e5f60718'

describe('the kit embed snippet', () => {
  it('frames the kit’s card on this site, titled, sized, lazy and sandboxed', () => {
    expect(kitEmbedSnippet('https://kitly.example', { id, name: 'Podcast kit', toolCount: 5 }, 'Kitly')).toBe(
      `<iframe src="https://kitly.example/embed/kits/${id}" title="Podcast kit: an AI kit on Kitly" width="400" height="495"` +
        ' loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox" style="border:0;max-width:100%"></iframe>',
    )
  })

  it('escapes a kit name and site name holding markup, so neither can end the attribute', () => {
    const snippet = kitEmbedSnippet('https://kitly.example', { id, name: '"><script>x</script>', toolCount: 1 }, 'A&B')
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;: an AI kit on A&amp;B"')
    expect(snippet).not.toContain('<script>')
  })

  it('grows with the kit’s tools up to a height past which the card scrolls', () => {
    expect(embedHeight(0)).toBe(embedHeight(1))
    expect(embedHeight(3)).toBeGreaterThan(embedHeight(2))
    expect(embedHeight(40)).toBe(600)
  })
})
