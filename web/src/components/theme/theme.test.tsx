import { fireEvent, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockSystemDarkMode } from '@/test/match-media'
import { ThemeProvider, useTheme } from './theme-provider'
import { ThemeToggle } from './theme-toggle'

const root = document.documentElement

function renderToggle() {
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  )
  return screen.getByRole('button', { name: 'Dark mode' })
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear()
    root.classList.remove('dark')
  })
  afterEach(() => vi.restoreAllMocks())

  it('saves each toggle under "theme" and sets or removes the dark class on <html>', () => {
    mockSystemDarkMode(false)
    const toggle = renderToggle()
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    fireEvent.click(toggle)
    expect(root).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')

    fireEvent.click(toggle)
    expect(root).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('follows the system dark preference when nothing is saved, without saving it', () => {
    mockSystemDarkMode(true)
    renderToggle()
    expect(root).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBeNull()
  })

  it('prefers a saved choice over the system preference', () => {
    mockSystemDarkMode(true)
    localStorage.setItem('theme', 'light')
    renderToggle()
    expect(root).not.toHaveClass('dark')
  })

  it('throws when useTheme is used outside ThemeProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider')
  })
})
