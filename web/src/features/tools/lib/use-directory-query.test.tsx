import { act, render, screen, waitFor } from '@testing-library/react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { useDirectoryQuery } from './use-directory-query'

let directory: ReturnType<typeof useDirectoryQuery>

function Directory() {
  directory = useDirectoryQuery()
  return <output aria-label="search">{directory.query.search}</output>
}

function renderDirectory() {
  window.history.replaceState(null, '', '/tools')
  const router = createBrowserRouter([{ path: '/tools', Component: Directory }])
  render(<RouterProvider router={router} />)
  return router
}

const shownSearch = () => screen.getByRole('status', { name: 'search' }).textContent

describe('the directory query', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('follows what is typed before the URL does, then puts it in the URL', async () => {
    renderDirectory()
    act(() => directory.setSearch('canva'))
    expect(shownSearch()).toBe('canva')
    expect(window.location.search).toBe('')
    act(() => directory.showSearchInUrl('canva'))
    await waitFor(() => expect(window.location.search).toBe('?search=canva'))
    expect(shownSearch()).toBe('canva')
  })

  it('drops a typed search when Back returns to the entry it was typed over, even one the router never left', async () => {
    const router = renderDirectory()
    act(() => directory.setSearch('canva'))
    // The typed search's own entry, pushed while the router's render of it is still to come (a busy machine):
    // Back then returns the router to the very location the search was typed over.
    window.history.pushState({ ...window.history.state, idx: 1 }, '', '/tools?search=canva')
    await act(async () => {
      const routed = new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe(() => {
          unsubscribe()
          resolve()
        })
      })
      window.history.back()
      await routed
    })
    expect(window.location.search).toBe('')
    expect(shownSearch()).toBe('')
  })
})
