import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Brand } from '@/components/layout/brand'
import { pageTitle, usePageMeta } from './use-page-meta'

function ContactPage() {
  usePageMeta({ title: pageTitle('Contact Us') })
  return <Brand />
}

/** The page as the server sends it: og:site_name from Settings (or none, in the dev server). */
function serverWroteSiteName(name: string | null) {
  document.head.innerHTML = name === null ? '' : `<meta property="og:site_name" content="${name}">`
}

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </SWRConfig>,
  )
}

describe('the site name in titles and the logo', () => {
  let settingsName: string | null
  beforeEach(() => {
    settingsName = null
    // Settings answer only once a test gives them a name; until then they are "still loading".
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (settingsName ? Response.json({ site_name: settingsName }) : new Promise<Response>(() => {}))),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    serverWroteSiteName(null)
  })

  it('uses the name the server wrote into the page before the settings are read', () => {
    serverWroteSiteName('Toolbox')
    renderPage()
    expect(document.title).toBe('Contact Us - Toolbox')
    expect(screen.getByRole('link', { name: 'Toolbox home' })).toHaveTextContent('Toolbox')
  })

  it('follows the settings once read', async () => {
    serverWroteSiteName('Toolbox')
    settingsName = 'AI Shelf'
    renderPage()
    await waitFor(() => expect(document.title).toBe('Contact Us - AI Shelf'))
    expect(screen.getByRole('link', { name: 'AI Shelf home' })).toHaveTextContent('AI Shelf')
    expect(document.head.querySelector('meta[property="og:site_name"]')).toHaveAttribute('content', 'AI Shelf')
  })

  it('falls back to Kitly with neither', () => {
    renderPage()
    expect(document.title).toBe('Contact Us - Kitly')
    expect(screen.getByRole('link', { name: 'Kitly home' })).toBeInTheDocument()
  })
})

/** A page whose preview is a card showing the site's name (as paths.toolCard's version does). */
function ToolPage() {
  usePageMeta({ title: 'Canva - AI Tool Review', image: (siteName) => `/og/tools/canva.png?v=${siteName}` })
  return null
}

describe('the link-preview image', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    serverWroteSiteName(null)
  })

  it('is made absolute, may depend on the site name, and asks for a large preview', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>(() => {})),
    )
    serverWroteSiteName('Toolbox')
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <ToolPage />
        </MemoryRouter>
      </SWRConfig>,
    )
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/og/tools/canva.png?v=Toolbox`,
    )
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  })
})
