/**
 * The requests the HTTP windows send. Every one says it accepts gzip and Brotli, as a browser does, so that the
 * server compresses its answers as visitors get them (BENCHMARKS.md: HTTP pairs send `Accept-Encoding: gzip, br`).
 */

/** What a browser sends: the server compresses answers of 1 KB or more for it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' }

/** A request of a window: a GET of a path, or a JSON POST (with headers of its own, a visitor's address say). */
export type BenchRequest = string | { method: 'POST'; path: string; body: string; headers?: Record<string, string> }

/** The request as autocannon and the open-loop sender take it: method, path, body and every header. */
export function requestParts(request: BenchRequest, headers: Record<string, string> = {}) {
  // No body, said outright: autocannon merges each request into the previous one's shape.
  if (typeof request === 'string')
    return { method: 'GET' as const, path: request, body: undefined, headers: { ...BROWSER_HEADERS, ...headers } }
  return {
    method: request.method,
    path: request.path,
    body: request.body,
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', ...headers, ...request.headers },
  }
}
