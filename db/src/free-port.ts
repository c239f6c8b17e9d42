import { createServer } from 'node:net'

/**
 * A loopback port nothing listens on right now, for a server about to start (embedded Postgres, tests, the
 * browser tests' and benchmarks' servers: `@kitly/db/free-port`). Another process may take it in the moment
 * between; the server then fails loudly to listen, and the error shows it.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
