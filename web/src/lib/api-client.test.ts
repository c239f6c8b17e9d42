import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch } from './api-client'

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(async () =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetch = answer(201, { id: 7 })
    await expect(apiFetch('/api/contact', { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({ id: 7 })
    expect(fetch).toHaveBeenCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"email":"a@b.co"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    )
  })

  it('returns undefined for an answer without a body', async () => {
    answer(204)
    await expect(apiFetch('/api/logout')).resolves.toBeUndefined()
  })

  it("throws an ApiError with the status and the server's error text", async () => {
    answer(404, { error: 'Tool not found' })
    const error = await apiFetch('/api/tools/nope').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, message: 'Tool not found' })
  })

  it('names the status when the error answer has no error text', async () => {
    answer(502)
    await expect(apiFetch('/api/tools')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with HTTP status 502',
    })
  })
})
