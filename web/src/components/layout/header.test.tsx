import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { mockSystemDarkMode } from '@/test/match-media'
import { type AuthMode, Header } from './header'
import type { HeaderUser } from './user-menu'

function renderHeader(onOpenAuth?: (mode: AuthMode) => void, user?: HeaderUser, onSignOut?: () => void) {
  const router = createMemoryRouter([
    { path: '*', element: <Header onOpenAuth={onOpenAuth} user={user} onSignOut={onSignOut} /> },
  ])
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  )
  return router
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' })

// Only the mobile menu has a search box in the header.
function searchFromMenu(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search AI tools' }), { target: { value: text } })
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
}

describe('Header', () => {
  beforeEach(() => mockSystemDarkMode(false))

  it('links to the main sections', () => {
    renderHeader()
    const nav = within(screen.getByRole('navigation', { name: 'Main' }))
    expect(nav.getByRole('link', { name: 'Browse Tools' })).toHaveAttribute('href', '/tools')
    expect(nav.getByRole('link', { name: 'AI Bundles' })).toHaveAttribute('href', '/bundles')
    expect(nav.getByRole('link', { name: 'Magic Kit Builder' })).toHaveAttribute('href', '/kit-builder')
    expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories')
    expect(screen.getByRole('link', { name: 'Search tools' })).toHaveAttribute('href', '/tools')
  })

  it('ignores a blank mobile search and sends a trimmed one to /tools', () => {
    const router = renderHeader()
    fireEvent.click(menuButton())

    searchFromMenu('   ')
    expect(router.state.location.pathname).toBe('/')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')

    searchFromMenu('  image upscaler ')
    expect(router.state.location.pathname).toBe('/tools')
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('image upscaler')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the mobile menu on Escape and puts focus back on the menu button', () => {
    renderHeader()
    fireEvent.click(menuButton())
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible()

    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' })
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()
    expect(menuButton()).toHaveFocus()
  })

  it('asks to open the auth dialog in sign-in or sign-up mode', () => {
    const onOpenAuth = vi.fn()
    renderHeader(onOpenAuth)
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }))
    expect(onOpenAuth.mock.calls).toEqual([['sign-in'], ['sign-up']])
  })

  it('shows the avatar menu for a signed-in user, with their name, email, links and Sign Out', async () => {
    const onSignOut = vi.fn()
    renderHeader(undefined, { name: 'Ada King', email: 'ada@example.com' }, onSignOut)
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument()
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Account menu for Ada King' }), { key: 'Enter' })
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('ada@example.com')
    expect(within(menu).getByRole('menuitem', { name: 'Saved Tools' })).toHaveAttribute('href', '/saved')
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }))
    expect(onSignOut).toHaveBeenCalledOnce()
  })
})
