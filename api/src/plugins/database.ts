/**
 * Decorates the app with `db`, the Slonik pool, and closes it when the app closes.
 */

import type { DatabasePool } from '@kitly/db'
import { createDatabasePool } from '@kitly/db'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabasePool
  }
}

export type DatabasePluginOptions = { databaseUrl: string; statementTimeoutMs: number; maxPoolSize: number }

export default fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    const pool = await createDatabasePool(options.databaseUrl, options)
    app.decorate('db', pool)
    app.addHook('onClose', () => pool.end())
  },
  { name: 'database' },
)
