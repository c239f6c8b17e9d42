/**
 * Decorates the app with `search`, the search engine behind one interface (the `search/` package).
 */
import { createPostgresEngine, type SearchEngine } from '@kitly/search'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('searchEngine', createPostgresEngine(app.db))
  },
  { name: 'search', dependencies: ['database'] },
)
