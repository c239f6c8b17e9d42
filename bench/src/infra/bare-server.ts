/**
 * The floor for G1: a bare node:http server answering what /api/health answers, in its own process.
 * Usage: node bare-server.ts <port>
 */
import { createServer } from 'node:http'

const body = JSON.stringify({ status: 'ok' })
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  response.end(body)
})
server.listen(Number(process.argv[2]), '127.0.0.1')
process.once('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
