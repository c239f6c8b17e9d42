import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LogoTile } from './logo-tile'

const logo = (container: HTMLElement) => container.querySelector('img')

describe('LogoTile', () => {
  it("falls back to the name's first letter when the image fails", () => {
    const { container } = render(<LogoTile name="Midjourney" icon="/logos/broken.png" />)
    fireEvent.error(logo(container) as HTMLImageElement)
    expect(logo(container)).toBeNull()
    expect(screen.getByTestId('letter-tile')).toHaveTextContent('M')
  })

  it("tries the next tool's image when the tile is reused, after the previous one failed", () => {
    const { container, rerender } = render(<LogoTile name="Midjourney" icon="/logos/broken.png" />)
    fireEvent.error(logo(container) as HTMLImageElement)
    rerender(<LogoTile name="Notion AI" icon="/logos/notion.png" />)
    expect(logo(container)).toHaveAttribute('src', '/logos/notion.png')
  })

  it("never shows the previous tool's image while the next one loads: a new image is a new element", () => {
    const { container, rerender } = render(<LogoTile name="Midjourney" icon="/logos/midjourney.png" />)
    const first = logo(container)
    rerender(<LogoTile name="Notion AI" icon="/logos/notion.png" />)
    expect(logo(container)).not.toBe(first)
  })
})
