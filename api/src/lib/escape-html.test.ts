import { describe, expect, it } from 'vitest'
import { escapeHtml } from './escape-html.ts'

describe('escapeHtml', () => {
  it('turns the characters that open a tag, an entity or end an attribute into entities', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    )
  })

  it('escapes an ampersand once, so an entity in the text stays visible as typed', () => {
    expect(escapeHtml('&lt; is "<"')).toBe('&amp;lt; is &quot;&lt;&quot;')
  })

  it('leaves other text, emoji and replacement patterns alone', () => {
    expect(escapeHtml("Café ✨ $& $' `x`")).toBe('Café ✨ $&amp; $&#39; `x`')
  })
})
