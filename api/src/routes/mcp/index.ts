/**
 * `/mcp`: Kitly as a Model Context Protocol server (Streamable HTTP, https://modelcontextprotocol.io), read-only
 * and rate-limited like the Magic Kit. Stateless: each POST gets a fresh server and transport, so any instance
 * can answer any request and nothing is kept between them; GET (a server-sent stream) and DELETE (ending a
 * session) have nothing to offer without sessions and answer 405.
 */

import type { LlmOptions } from '@kitly/search/recommender'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { FastifyPluginAsync } from 'fastify'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { API_VERSION } from '../../plugins/openapi.ts'
import { registerKitlyTools } from './tools.ts'

export type McpRoutesOptions = { publicUrl: string; llm: LlmOptions | null }

const NO_SESSIONS = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'This server keeps no sessions: send each request as a POST.' },
  id: null,
}

const mcpRoutes: FastifyPluginAsync<McpRoutesOptions> = async (app, { publicUrl, llm }) => {
  app.post('/', { config: visitorLimit('mcp') }, async (request, reply) => {
    const server = new McpServer({ name: 'kitly', version: API_VERSION })
    registerKitlyTools(server, { db: app.db, searchEngine: app.searchEngine, publicUrl, llm, log: request.log })
    // JSON answers, not a stream: every tool answers at once, and a plain response passes through any proxy.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    reply.raw.on('close', () => {
      void transport.close()
      void server.close()
    })
    await server.connect(transport)
    // The transport writes the response itself.
    reply.hijack()
    await transport.handleRequest(request.raw, reply.raw, request.body)
  })
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/',
      handler: async (_request, reply) => reply.status(405).header('allow', 'POST').send(NO_SESSIONS),
    })
  }
}

export default mcpRoutes
