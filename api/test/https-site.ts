/**
 * A maker's website for tests of claims: a real HTTPS server on 127.0.0.1 with a self-signed certificate (made
 * with openssl) for a few `.test` names and 127.0.0.1. The app trusts it only through KITLY_CLAIM_CA_FILE.
 */
import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The names the certificate is for. */
export const SITE_NAMES = ['site.test', 'www.site.test', 'elsewhere.test'] as const

type Handler = (request: IncomingMessage, response: ServerResponse) => void

export type HttpsSite = {
  port: number
  /** KITLY_CLAIM_CA_FILE for the app. */
  caFile: string
  /** Answers every request with `handler` from now on. */
  respond(handler: Handler): void
  close(): Promise<void>
}

export async function startHttpsSite(): Promise<HttpsSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kitly-claim-site-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  const names = [...SITE_NAMES.map((name) => `DNS:${name}`), 'IP:127.0.0.1'].join(',')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=site.test',
      '-addext',
      `subjectAltName=${names}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  let handler: Handler = (_request, response) => {
    response.writeHead(404).end()
  }
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) =>
    handler(request, response),
  )
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    port: (server.address() as AddressInfo).port,
    caFile: cert,
    respond: (next) => {
      handler = next
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
