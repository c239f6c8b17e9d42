/**
 * Websites for tests of the link checker: one plain HTTP server on 127.0.0.1 whose paths answer as the test says
 * (a page, a redirect, an error, silence), recording every request it gets.
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Handler = (request: IncomingMessage, response: ServerResponse) => void
export type SeenRequest = { method: string; path: string; userAgent: string | undefined }

export type LinkSites = {
  /** http://127.0.0.1:<port> */
  origin: string
  /** Requests in arrival order. */
  seen: SeenRequest[]
  /** Answers `path` with `handler` from now on. */
  on(path: string, handler: Handler): void
  close(): Promise<void>
}

export const answer =
  (status: number, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, headers)
    response.end(status < 300 ? 'a page' : '')
  }

export const redirectTo = (location: string, status = 301) => answer(status, { location })

/** A home page whose head holds `head`, whatever the method (the probe's HEAD, the logo collector's GET). */
export const htmlPage =
  (head: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html><head><title>A tool</title>${head}</head><body>Hello</body></html>`)
  }

/** A file served with `contentType`, which the logo collector must not believe. */
export const servedFile =
  (bytes: Uint8Array | string, contentType: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': String(Buffer.byteLength(bytes)) })
    response.end(bytes)
  }

/** Never answers: the checker's timeout must end the wait. */
export const silence: Handler = () => {}

export async function startLinkSites(): Promise<LinkSites> {
  const handlers = new Map<string, Handler>()
  const seen: SeenRequest[] = []
  const server = createServer((request, response) => {
    const path = request.url ?? '/'
    seen.push({ method: request.method ?? '', path, userAgent: request.headers['user-agent'] })
    ;(handlers.get(path) ?? answer(404))(request, response)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    on: (path, handler) => void handlers.set(path, handler),
    close: async () => {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
