import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toolPage } from '@/test/tool-page'
import { CompareView } from './compare-view'

/** The viewport as wide (a table) or narrow (a card per tool). */
function mockViewport(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: desktop,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}
afterEach(() => vi.restoreAllMocks())

const tools = [
  toolPage({ id: 1, name: 'Gone Writer', slug: 'gone-writer', discontinued_at: '2026-03-04T10:00:00Z' }),
  toolPage({ id: 2, name: 'Live Writer', slug: 'live-writer' }),
]

function renderComparison() {
  render(
    <MemoryRouter>
      <CompareView tools={tools} customFields={[]} onCustomFieldsChange={() => {}} onRemoveTool={() => {}} />
    </MemoryRouter>,
  )
}

describe('CompareView', () => {
  for (const desktop of [true, false]) {
    it(`says a discontinued tool is gone, since when, and links its alternatives (${desktop ? 'table' : 'cards'})`, () => {
      mockViewport(desktop)
      renderComparison()
      const alternatives = screen.getByRole('link', { name: 'Alternatives to Gone Writer' })
      expect(alternatives).toHaveAttribute('href', '/tools/gone-writer/alternatives')
      const mark = alternatives.closest('p')
      expect(mark).toHaveTextContent(/^Discontinued since March 4, 2026\./)
      // Only the discontinued tool carries the mark.
      expect(screen.getAllByText('Discontinued')).toHaveLength(1)
      expect(within(document.body).queryByRole('link', { name: 'Alternatives to Live Writer' })).toBeNull()
    })
  }
})
