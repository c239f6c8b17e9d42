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
  if (!response.ok) {
    const payload = await readJson(response).catch(() => undefined)
    const error = isErrorBody(payload) ? payload : undefined
    throw new ApiError(
      response.status,
      error?.error ?? `Request failed with HTTP status ${response.status}`,
      error?.details,
    )
  }
  return response
}

// A proxy or gateway may answer with HTML; only a JSON content type is parsed.
async function readJson(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined
  const text = await response.text()
  return text ? JSON.parse(text) : undefined
}

function isErrorBody(payload: unknown): payload is { error: string; details?: unknown } {
  return typeof payload === 'object' && payload !== null && typeof (payload as { error?: unknown }).error === 'string'
}
