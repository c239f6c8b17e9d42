/**
 * Test fixtures for the search suites: a database of its own with the real seed catalog, and the
 * engines to run the contract against (Postgres always; Meilisearch when MEILI_URL is set).
 */

import { readFileSync } from 'node:fs'
import { createDatabasePool, QUERY_METHODS } from '@kitly/db'
import { seedCatalog } from '@kitly/db/seed'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import pg from 'pg'
import type { DatabasePool } from 'slonik'
import { z } from 'zod'
import type { SearchEngine } from './engine.ts'
import { createMeiliClient } from './meili/client.ts'
import { createMeiliEngine } from './meili/engine.ts'
import { startMeiliStandIn } from './meili/stand-in/index.ts'
import { createPostgresEngine } from './postgres/index.ts'
import { orderToolSearchByPopularity } from './postgres/table-order.ts'
import { sql } from './sql.ts'

export type SearchFixture = { db: DatabasePool; database: TestDatabase; close(): Promise<void> }

/** A database of its own with the seed content, its search table in popularity order as the API's seed leaves it. */
export async function createCatalogDatabase(): Promise<SearchFixture> {
  const fixture = await createEmptyDatabase()
  await seedCatalog(fixture.db)
  await orderToolSearchByPopularity(fixture.db)
  return fixture
}

/** A database of its own, migrated and empty. */
export async function createEmptyDatabase(): Promise<SearchFixture> {
  const database = await createTestDatabase()
  const db = await createDatabasePool(database.url)
  return {
    db,
    database,
    close: async () => {
      await db.end()
      await database.drop()
    },
  }
}

export type EngineFactory = { name: string; create(db: DatabasePool): Promise<SearchEngine> }

const postgresFactory: EngineFactory = { name: 'postgres', create: async (db) => createPostgresEngine(db) }

/** A Meilisearch engine on a fresh copy of the fixture's data (each test file gets its own index names' data). */
const meiliFactory = (url: string, key?: string, name = 'meilisearch'): EngineFactory => ({
  name,
  create: async (db) => {
    const engine = createMeiliEngine(
      createMeiliClient({ url, key, requestTimeoutMs: 10_000, taskTimeoutMs: 120_000 }),
      db,
    )
    await engine.reindexAll()
    return engine
  },
})

/**
 * Meilisearch from MEILI_URL, else from a container runtime when one answers (testcontainers), else none:
 * our CI machines have neither, so there the contract runs on Postgres alone.
 */
async function findMeilisearch(): Promise<EngineFactory | null> {
  if (process.env.MEILI_URL) return meiliFactory(process.env.MEILI_URL, process.env.MEILI_KEY)
  const { getContainerRuntimeClient, GenericContainer, Wait } = await import('testcontainers')
  try {
    await getContainerRuntimeClient()
  } catch {
    return null
  }
  const container = await new GenericContainer('getmeili/meilisearch:v1.16.0')
    .withEnvironment({ MEILI_NO_ANALYTICS: 'true' })
    .withExposedPorts(7700)
    .withWaitStrategy(Wait.forHttp('/health', 7700))
    .start()
  return meiliFactory(`http://${container.getHost()}:${container.getMappedPort(7700)}`)
}

const meilisearch = await findMeilisearch()

/**
 * The Meilisearch adapter against the in-process stand-in (meili/stand-in/): runs everywhere, CI included. Each call
 * starts a stand-in of its own, closed with the process.
 */
export const STAND_IN_ENGINE: EngineFactory = {
  name: 'meilisearch stand-in',
  create: async (db) => {
    const standIn = await startMeiliStandIn()
    process.once('beforeExit', () => void standIn.close())
    return meiliFactory(standIn.url, undefined, 'meilisearch stand-in').create(db)
  },
}

/** The engines that can run here. */
export const ENGINE_FACTORIES: EngineFactory[] = [postgresFactory, ...(meilisearch ? [meilisearch] : [])]
/** The engines that cannot, and why: suites report their cases as skipped instead of leaving them out unseen. */
export const MISSING_ENGINES: (EngineFactory & { reason: string })[] = meilisearch
  ? []
  : [
      {
        ...meiliFactory('http://meilisearch.invalid'),
        reason: 'MEILI_URL unset, no containers',
      },
    ]

const Difference = z.object({ side: z.string(), id: z.number() })

/** The rows where tool_search and the same columns of `tools` differ: none, while its triggers keep it in step. */
export async function toolSearchDifferences(db: DatabasePool) {
  const columns = sql.fragment`id, category_id, popularity, is_featured, status, pricing_model, name_normalized,
                               search_vector`
  return db.any(sql.type(Difference)`
    (SELECT 'tools only' AS side, id FROM (SELECT ${columns} FROM tools EXCEPT SELECT ${columns} FROM tool_search) a)
    UNION ALL
    (SELECT 'tool_search only', id FROM (SELECT ${columns} FROM tool_search EXCEPT SELECT ${columns} FROM tools) b)`)
}

/** A statement as it went to the database: its text (Slonik's placeholders) and values. */
export type SentStatement = { sql: string; values: readonly unknown[] }

/** `db`, recording every statement sent through it into `sent`. */
export function recordingStatements(db: DatabasePool, sent: SentStatement[]): DatabasePool {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function' || !QUERY_METHODS.has(String(property))) return value
      return (statement: SentStatement, ...rest: unknown[]) => {
        sent.push({ sql: statement.sql, values: statement.values })
        return value.call(target, statement, ...rest)
      }
    },
  })
}

/** A node of a plan that reads a table or an index (a bitmap's index scan names no table). */
export type PlanScan = { node: string; relation: string | null; index: string | null }

/**
 * The scans of the plan Postgres makes once for every value of `statement` (EXPLAIN GENERIC_PLAN), as connections
 * with plan_cache_mode=force_generic_plan run it, sequential scans switched off: a condition no index serves under
 * such a plan (a partial index's predicate given as a parameter, say) shows up as a Seq Scan on a table of any size.
 */
export async function genericPlanScans(url: string, statement: SentStatement): Promise<PlanScan[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('SET enable_seqscan = off')
    const text = statement.sql.replace(/\$slonik_(\d+)/g, '$$$1')
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanJson }] }>(
      `EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${text}`,
    )
    const scans: PlanScan[] = []
    const walk = (node: PlanJson) => {
      if (node['Relation Name'] || node['Index Name'])
        scans.push({
          node: node['Node Type'],
          relation: node['Relation Name'] ?? null,
          index: node['Index Name'] ?? null,
        })
      for (const child of node.Plans ?? []) walk(child)
    }
    for (const row of rows) walk(row['QUERY PLAN'][0].Plan)
    return scans
  } finally {
    await client.end()
  }
}

type PlanJson = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanJson[] }

/** A process's nice value, as the kernel has it: the 19th field of /proc/<pid>/stat (after the command's brackets). */
export function niceOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
}
