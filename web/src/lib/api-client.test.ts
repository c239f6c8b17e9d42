import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiFetch, apiUpload } from './api-client'

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

/** An XMLHttpRequest that sends its body in two halves, then answers `status` with `body`. */
function xhrAnswering(status: number, body: unknown) {
  const sent: { method?: string; path?: string; credentials?: boolean; body?: unknown } = {}
  class FakeRequest extends EventTarget {
    readonly upload = new EventTarget()
    status = 0
    responseText = ''
    withCredentials = false
    open(method: string, path: string) {
      Object.assign(sent, { method, path })
    }
    setRequestHeader() {}
    getResponseHeader = (name: string) => (name === 'content-type' ? 'application/json; charset=utf-8' : null)
    send(form: unknown) {
      Object.assign(sent, { body: form, credentials: this.withCredentials })
      for (const loaded of [50, 100]) {
        this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }))
      }
      this.status = status
      this.responseText = JSON.stringify(body)
      this.dispatchEvent(new Event('load'))
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest)
  return sent
}

describe('apiUpload', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('posts the form with the session cookie, reports the share sent and returns the parsed answer', async () => {
    const sent = xhrAnswering(202, { id: 3, status: 'queued' })
    const form = new FormData()
    const shares: number[] = []
    await expect(apiUpload('/api/admin/tools/bulk-upload', form, (share) => shares.push(share))).resolves.toEqual({
      id: 3,
      status: 'queued',
    })
    expect(sent).toEqual({ method: 'POST', path: '/api/admin/tools/bulk-upload', body: form, credentials: true })
    expect(shares).toEqual([0.5, 1])
  })

  it("throws an ApiError with the status and the server's error text", async () => {
    xhrAnswering(413, { error: 'The file is too large: the limit is 64 MB.' })
    const error = await apiUpload('/api/admin/tools/bulk-upload', new FormData(), () => {}).catch((caught) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 413, message: 'The file is too large: the limit is 64 MB.' })
  })
})
