import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderHighlight } from './highlight'

describe('renderHighlight', () => {
  it('marks the matched words and decodes the escaped text around them', () => {
    const { container } = render(<p>{renderHighlight('<mark>Video</mark> editing &amp; more &lt;b&gt;')}</p>)
    expect(container.querySelector('mark')?.textContent).toBe('Video')
    expect(container.textContent).toBe('Video editing & more <b>')
    expect(container.querySelector('b')).toBeNull()
  })
})
