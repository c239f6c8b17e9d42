// The one fetch wrapper for /api: JSON in and out, the session cookie always sent,
// and every non-2xx answer thrown as an ApiError carrying the server's own message.

/** A non-2xx answer; `message` is the server's `error` text (`{ error, details? }` on the wire). */
export class ApiError extends Error {
  readonly status: number
  readonly details: unknown

  constructor(status: number, message: string, details?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.details = details
  }
}

/** A request its caller cancelled (AbortController): nothing went wrong, and nothing is to be shown or retried. */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** A `.catch` for a thing that may be gone since it was listed: a 404 answers null, any other error goes on. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null
  throw error
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** `body` is sent as JSON, except FormData, which the browser sends as multipart with its own boundary. */
export type ApiRequest = { method?: Method; body?: unknown; signal?: AbortSignal }

/**
 * Calls the API and returns the parsed JSON body (undefined when the answer has none).
 * @throws ApiError for any non-2xx status; network failures reject with fetch's TypeError.
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request, 'application/json')
  return (await readJson(response)) as T
}

/**
 * A page of a list, the total the API reports in `X-Total-Count` (the page's length when it has none) and, for
 * lists paged by cursor, the one to ask the next page with, from `X-Next-Cursor` (null on the last page).
 */
export type Page<T> = { items: T[]; total: number; next: string | null }

/** GET of a paged list. @throws ApiError for any non-2xx status. */
export async function apiFetchPage<T>(path: string, request: ApiRequest = {}): Promise<Page<T>> {
  const response = await send(path, request, 'application/json')
  const items = ((await readJson(response)) ?? []) as T[]
  const total = Number(response.headers.get('x-total-count'))
  return {
    items,
    total: Number.isFinite(total) && response.headers.has('x-total-count') ? total : items.length,
    next: response.headers.get('x-next-cursor'),
  }
}

/** A file answer (e.g. a PDF) as a Blob. @throws ApiError for any non-2xx status. */
export async function apiFetchBlob(path: string, request: ApiRequest = {}): Promise<Blob> {
  const response = await send(path, request, '*/*')
  return response.blob()
}

async function send(path: string, { method = 'GET', body, signal }: ApiRequest, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept }
  const multipart = body instanceof FormData
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json'
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal,
  })
  if (!response.ok) throw apiError(response.status, await readJson(response).catch(() => undefined))
  return response
}

/**
 * POSTs a form (multipart) with XMLHttpRequest, the one browser API that reports how much of a request body was
 * sent: `onSent` gets the share sent, from 0 to 1. Answers the parsed JSON body.
 * @throws ApiError for any non-2xx status; a network failure rejects with a TypeError, as fetch's does.
 */
export function apiUpload<T>(path: string, form: FormData, onSent: (share: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onSent(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      let payload: unknown
      try {
        payload = parseJson(request.getResponseHeader('content-type'), request.responseText)
      } catch {
        payload = undefined
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T)
      else reject(apiError(request.status, payload))
    })
    request.addEventListener('error', () => reject(new TypeError('Network request failed')))
    request.send(form)
  })
}

function apiError(status: number, payload: unknown): ApiError {
  const error = isErrorBody(payload) ? payload : undefined
  return new ApiError(status, error?.error ?? `Request failed with HTTP status ${status}`, error?.details)
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(response.headers.get('content-type'), await response.text())
}

// A proxy or gateway may answer with HTML; only a JSON content type is parsed.
function parseJson(contentType: string | null, text: string): unknown {
  if (!contentType?.includes('json')) return undefined
  return text ? JSON.parse(text) : undefined
}

function isErrorBody(payload: unknown): payload is { error: string; details?: unknown } {
  return typeof payload === 'object' && payload !== null && typeof (payload as { error?: unknown }).error === 'string'
}
