/**
 * What G1 can reach on this machine: Fastify with no plugins and no hooks, answering what /api/health answers, in
 * its own process. Kitly's health route runs through the same framework plus the app's hooks (cookies, session,
 * security headers, compression, metrics), so this sits between the bare server and Kitly.
 * Usage: node fastify-floor-server.ts <port>
 */
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/api/health', async () => ({ status: 'ok' }))
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' })
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0))
})
