import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SubmitUrlStep } from './submit-url-step'

/** POST /api/submissions/check-url answering that the site is listed, live or discontinued. */
function stubCheck(discontinued: boolean) {
  const fetch = vi.fn(async () =>
    Response.json({
      url: 'https://gone.ai/',
      registrable_domain: 'gone.ai',
      listed: true,
      tool_slug: 'gone-ai',
      discontinued,
      prefill: null,
    }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function check(url: string) {
  render(<SubmitUrlStep onStarted={vi.fn()} />, { wrapper: MemoryRouter })
  fireEvent.change(screen.getByLabelText('Tool website'), { target: { value: url } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  return screen.findByRole('alert')
}

describe('SubmitUrlStep on a listed site', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('points the maker of a discontinued listing to claiming it back, and starts no draft', async () => {
    const fetch = stubCheck(true)
    const alert = await check('gone.ai')
    expect(alert).toHaveTextContent('This tool is listed on Kitly as discontinued.')
    expect(alert).toHaveTextContent('claim it there to bring its listing back')
    expect(within(alert).getByRole('link', { name: 'See its page' })).toHaveAttribute('href', '/tools/gone-ai')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('says a live listing is already listed, as before', async () => {
    stubCheck(false)
    const alert = await check('gone.ai')
    expect(alert).toHaveTextContent('This tool is already listed on Kitly.')
    expect(alert).not.toHaveTextContent('discontinued')
  })
})
