import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RenderWhenNear } from './render-when-near'

/** A stand-in IntersectionObserver the test drives: `report(true)` says the observed element came near. */
function fakeIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = []
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
    })
  return { observers, report }
}

const renderSection = () =>
  render(
    <RenderWhenNear placeholder={<p>Placeholder</p>}>
      <p>Section</p>
    </RenderWhenNear>,
  )

afterEach(() => vi.unstubAllGlobals())

describe('RenderWhenNear', () => {
  it('shows the placeholder, marked busy, until the block comes within half a screen, then its children for good', () => {
    const { observers, report } = fakeIntersectionObserver()
    renderSection()
    expect(screen.getByText('Placeholder').parentElement).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByText('Section')).toBeNull()
    expect(observers[0]?.options?.rootMargin).toBe('50% 0px')

    report(false)
    expect(screen.queryByText('Section')).toBeNull()
    report(true)
    expect(screen.getByText('Section').parentElement).toHaveAttribute('aria-busy', 'false')
    expect(screen.queryByText('Placeholder')).toBeNull()
    report(false)
    expect(screen.getByText('Section')).toBeInTheDocument()
  })

  it('renders its children at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    renderSection()
    expect(screen.getByText('Section')).toBeInTheDocument()
  })
})
