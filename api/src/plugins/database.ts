/**
 * Decorates the app with `db`, the Slonik pool, and closes it when the app closes.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createDatabasePool } from '../db/pool.ts'
import type { DatabasePool } from '../db/sql.ts'

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
