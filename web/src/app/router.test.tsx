import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { mockSystemDarkMode } from '@/test/match-media'
import { routes } from './router'

function renderAt(url: string) {
  render(
    <ThemeProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />
    </ThemeProvider>,
  )
}

describe('routes', () => {
  beforeEach(() => mockSystemDarkMode(false))

  it('shows the home page inside the header and footer', async () => {
    renderAt('/')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Find the right AI tools')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin')
  })

  it('shows the not-found page for an unknown path', async () => {
    renderAt('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})
