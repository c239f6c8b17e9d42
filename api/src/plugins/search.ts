/**
 * Decorates the app with `searchEngine`: the Postgres engine, or Meilisearch when MEILI_URL is set
 * (answering from Postgres while Meilisearch is down). Also runs the outbox worker that keeps an
 * external index in step with the database; without one, it just empties the outbox. And it keeps the rows tool
 * searches read in popularity order as traffic changes popularity (search/src/postgres/table-order.ts).
 * The Postgres engine gets a pool of its own whose connections reuse generic plans, for the plain text searches
 * that are cheaper run than planned (see reusesPlan in search/src/postgres/tools.ts), and the reorder a pool of one
 * connection whose statements may run long.
 */

import { createDatabasePool, createReusedPlansPool } from '@kitly/db'
import {
  type ApplyChanges,
  createMeiliClient,
  createMeiliEngine,
  createMeiliSync,
  createPostgresEngine,
  keepToolSearchOrdered,
  type MeiliOptions,
  type SearchEngine,
  startOutboxWorker,
  withFallback,
} from '@kitly/search'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * How long a statement of the reorder may run: its index builds are not requests (nothing waits for them), and the
 * pool's outage guard gives up on any statement running past the statement timeout plus 5 s (a build of the text
 * search index took 16-20 s at 100k tools under traffic). Its lock waits stay short (table-order.ts).
 */
const REORDER_STATEMENT_TIMEOUT_MS = 10 * 60_000

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine
    /** Searches Postgres answered because Meilisearch failed, since start (0 without Meilisearch). */
    searchFallbacks: () => number
  }
}

export type SearchPluginOptions = {
  databaseUrl: string
  statementTimeoutMs: number
  maxPoolSize: number
  /** Meilisearch, when MEILI_URL is set. */
  meili?: MeiliOptions | undefined
}

export default fp(
  async (app: FastifyInstance, options: SearchPluginOptions) => {
    const reusedPlans = await createReusedPlansPool(options.databaseUrl, options)
    app.addHook('onClose', () => reusedPlans.end())
    const postgres = createPostgresEngine(app.db, { reusedPlans })
    let engine: SearchEngine = postgres
    let apply: ApplyChanges = async () => {}
    let fallbacks = () => 0
    if (options.meili) {
      const client = createMeiliClient(options.meili)
      const guarded = withFallback(createMeiliEngine(client, app.db), postgres, app.log)
      engine = guarded
      fallbacks = guarded.fallbacks
      const sync = createMeiliSync(client)
      apply = sync.apply
      // Settings before the first search rather than at the first write; if Meilisearch is down now, the outbox's
      // first batch applies them.
      sync
        .prepare()
        .catch((error: unknown) => app.log.warn({ err: error }, 'Meilisearch index settings not applied yet'))
    }
    app.decorate('searchEngine', engine)
    app.decorate('searchFallbacks', fallbacks)
    const worker = await startOutboxWorker({ db: app.db, databaseUrl: options.databaseUrl, apply, log: app.log })
    app.addHook('onClose', () => worker.stop())
    const reorders = await createDatabasePool(options.databaseUrl, {
      statementTimeoutMs: REORDER_STATEMENT_TIMEOUT_MS,
      maxPoolSize: 1,
    })
    const order = keepToolSearchOrdered(reorders, app.log)
    app.addHook('onClose', async () => {
      order.stop()
      await reorders.end()
    })
  },
  { name: 'search', dependencies: ['database'] },
)
