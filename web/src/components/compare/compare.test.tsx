import { fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CompareBar } from './compare-bar'
import { CompareButton, compareLimitTitle } from './compare-button'
import type { CompareItem } from './compare-list'
import { CompareProvider } from './compare-provider'

const tools: CompareItem[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  slug: `tool-${id}`,
  name: `Tool ${id}`,
  logo_url: null,
}))

function renderCompare() {
  return render(
    <MemoryRouter>
      <CompareProvider>
        <ul>
          {tools.map((tool) => (
            <li key={tool.id} data-testid={`card-${tool.id}`}>
              <CompareButton tool={tool} />
            </li>
          ))}
        </ul>
        <CompareButton tool={tools[0] as CompareItem} variant="page" />
        <CompareBar />
      </CompareProvider>
    </MemoryRouter>,
  )
}

const cardButton = (id: number) => screen.getByTestId(`card-${id}`).querySelector('button') as HTMLButtonElement

const beacon = vi.fn((_url: string) => true)

describe('compare state and controls', () => {
  beforeEach(() => {
    sessionStorage.clear()
    beacon.mockClear()
    // jsdom has no beacons; without one, the adds would be sent with fetch to a server that is not there.
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon })
  })
  afterEach(() => vi.unstubAllGlobals())

  it("labels a tool 'Added' on cards and 'Added to Compare' on its page, and a second click removes it", () => {
    renderCompare()
    fireEvent.click(cardButton(1))
    expect(cardButton(1)).toHaveTextContent('Added')
    expect(screen.getByRole('button', { name: 'Added to Compare' })).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(cardButton(1))
    expect(cardButton(1)).toHaveTextContent('Add to Compare')
  })

  it("tells the API of each add (the tool's maker sees compare adds), not of removals", () => {
    renderCompare()
    fireEvent.click(cardButton(3))
    fireEvent.click(cardButton(3))
    expect(beacon.mock.calls).toEqual([['/api/tools/tool-3/compare']])
  })

  it('disables the other tools once 5 are selected, with the limit as their title', () => {
    renderCompare()
    for (const id of [1, 2, 3, 4, 5]) fireEvent.click(cardButton(id))
    expect(cardButton(6)).toBeDisabled()
    expect(cardButton(6)).toHaveAttribute('title', compareLimitTitle)
    expect(cardButton(1)).toBeEnabled()
    expect(screen.getByRole('heading', { name: 'Compare Tools (5/5)' })).toBeInTheDocument()
  })

  it('shows a chip per tool in the bar, removes one, and clears all', () => {
    renderCompare()
    fireEvent.click(cardButton(1))
    fireEvent.click(cardButton(2))
    expect(screen.getByRole('link', { name: 'Compare Now' })).toHaveAttribute('href', '/compare')
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tool 1 from compare' }))
    expect(screen.getByRole('heading', { name: 'Compare Tools (1/5)' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }))
    expect(screen.queryByRole('region', { name: 'Compare tools' })).not.toBeInTheDocument()
  })

  it('keeps the selection in sessionStorage so it survives a reload', () => {
    const { unmount } = renderCompare()
    fireEvent.click(cardButton(3))
    unmount()
    renderCompare()
    expect(cardButton(3)).toHaveTextContent('Added')
  })
})
