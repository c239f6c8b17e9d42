import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { planChange, planFacts } from '@/test/plan-change'
import { toolPage } from '@/test/tool-page'
import { type PriceHistories, priceHistoryCell } from '../lib/compare-table'
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

/** The comparison of `tools`, with the price histories loading (undefined), failed (null) or loaded. */
const comparison = (priceHistories: PriceHistories | undefined) => (
  <MemoryRouter>
    <CompareView
      tools={tools}
      priceHistories={priceHistories}
      customFields={[]}
      onCustomFieldsChange={() => {}}
      onRemoveTool={() => {}}
    />
  </MemoryRouter>
)

/** The Price History value of each tool, in column (or card) order. */
function priceHistoryCells(desktop: boolean) {
  if (desktop) {
    const row = screen.getByRole('rowheader', { name: 'Price History' }).closest('tr') as HTMLElement
    return within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
  }
  return screen.getAllByText('Price History', { selector: 'dt' }).map((term) => term.nextElementSibling?.textContent)
}

const histories: PriceHistories = {
  'gone-writer': [
    planChange('Pro', 'added', null, planFacts(20, { as_of: '2026-01-05' }), '2026-01-05T09:00:00Z'),
    planChange('Pro', 'changed', planFacts(20), planFacts(25, { as_of: '2026-03-03' }), '2026-03-03T10:00:00Z'),
    planChange('Team', 'added', null, planFacts(50, { as_of: '2026-03-03' }), '2026-03-03T10:00:00Z'),
  ],
  'live-writer': [],
}

describe('CompareView', () => {
  for (const desktop of [true, false]) {
    it(`says a discontinued tool is gone, since when, and links its alternatives (${desktop ? 'table' : 'cards'})`, () => {
      mockViewport(desktop)
      render(comparison({}))
      const alternatives = screen.getByRole('link', { name: 'Alternatives to Gone Writer' })
      expect(alternatives).toHaveAttribute('href', '/tools/gone-writer/alternatives')
      const mark = alternatives.closest('p')
      expect(mark).toHaveTextContent(/^Discontinued since March 4, 2026\./)
      // Only the discontinued tool carries the mark.
      expect(screen.getAllByText('Discontinued')).toHaveLength(1)
      expect(within(document.body).queryByRole('link', { name: 'Alternatives to Live Writer' })).toBeNull()
    })

    it(`shows each tool's price history as the CSV words it, after Plans (${desktop ? 'table' : 'cards'})`, () => {
      mockViewport(desktop)
      const { rerender } = render(comparison(undefined))
      expect(screen.getAllByText('Loading price history')).toHaveLength(2)

      rerender(comparison(histories))
      expect(priceHistoryCells(desktop)).toEqual([
        'Pro: $20 a month → $25 a month, Mar 3, 2026' +
          'Team added: $50 a month, Mar 3, 2026' +
          '3 changes recorded since Jan 5, 2026',
        'No price changes recorded',
      ])
      const csvCells = tools.map((tool) => priceHistoryCell(tool, histories))
      expect(csvCells[0]).toBe(
        'Pro: $20 a month → $25 a month, Mar 3, 2026; Team added: $50 a month, Mar 3, 2026 · 3 changes recorded since Jan 5, 2026',
      )
      expect(csvCells[1]).toBe('No price changes recorded')
      const headings = desktop
        ? screen.getAllByRole('rowheader').map((header) => header.textContent)
        : Array.from(document.querySelectorAll('li:first-child dt'), (term) => term.textContent)
      expect(headings.slice(2, 4)).toEqual(['Plans', 'Price History'])
    })

    it(`says "Not known" for histories that did not load (${desktop ? 'table' : 'cards'})`, () => {
      mockViewport(desktop)
      render(comparison(null))
      expect(priceHistoryCells(desktop)).toEqual(['Not known', 'Not known'])
    })
  }
})
