import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminIcon, type AdminIconName, AdminIconSprite } from './admin-icon'

const NAMES: AdminIconName[] = ['external-link', 'eye', 'pencil', 'trash', 'arrow-up-down', 'arrow-up', 'arrow-down']

describe('AdminIcon', () => {
  it('uses a drawing the sprite holds, stroked in the text colour, for every icon', () => {
    const { container } = render(
      <>
        <AdminIconSprite />
        {NAMES.map((name) => (
          <AdminIcon key={name} name={name} className="size-3.5 opacity-50" />
        ))}
      </>,
    )
    const [sprite, ...icons] = container.querySelectorAll(':scope > svg')
    expect(sprite).toHaveAttribute('aria-hidden', 'true')
    expect(icons).toHaveLength(NAMES.length)
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true')
      expect(icon).toHaveClass('size-3.5', 'opacity-50')
      const drawing = sprite?.querySelector(icon.firstElementChild?.getAttribute('href') ?? 'none')
      expect(drawing?.tagName).toBe('symbol')
      expect(drawing).toHaveAttribute('stroke', 'currentColor')
      expect(drawing?.childElementCount).toBeGreaterThan(0)
    }
  })
})
