/**
 * The Slonik pool: every row is checked against the query's zod schema, and Postgres
 * types arrive as JSON-friendly values (ISO timestamps, numbers for int8/numeric).
 */
import { createPool, type DatabasePool, type Interceptor, SchemaValidationError } from 'slonik'
import { guardAgainstOutage } from './outage-guard.ts'

export type PoolOptions = {
  statementTimeoutMs?: number
  maxPoolSize?: number
  /** Settings every connection of the pool starts with, besides the base ones (Postgres' `options` parameter). */
  sessionSettings?: Record<string, string>
}

const CONNECTION_TIMEOUT_MS = 5_000
/**
 * An unused connection is kept until the pool ends: a pool stays at the size traffic made it (at most maxPoolSize).
 * - A reopened connection costs the next search ~10 ms here (authentication included), then a preparation of each
 *   statement it runs and, on the reused-plans pool, a plan. Slonik's default, 5 s, closed every connection at each
 *   pause of a visitor's typing.
 * - A closing connection ends a backend process, which on 2 cores stalls the requests in flight: ten closing at once
 *   (each had scanned the catalog) raised a 4-s window's search p99 from 10-12 ms to 17-38 ms.
 */
const IDLE_TIMEOUT = 'DISABLE_TIMEOUT'

/**
 * Settings of every connection.
 * - synchronize_seqscans: a tool search reads the tools in physical order and counts the first matches it finds
 *   (search/src/postgres/tools.ts); a scan that joins another one in mid-table (Postgres does so on tables larger
 *   than a quarter of shared_buffers) would make the same search find other tools each time.
 * - gin_pending_list_limit: a write to a tool (an edit, a batch of clicks) queues its search words in the pending
 *   list of each GIN index on the tools, and every search reads that whole list. With the default limit (4 MB),
 *   seeding the 820 catalog tools into 100k left 369 pending pages, and a rare word's search read its index in
 *   1.3 ms instead of 0.2. At the smallest limit, the writer that fills 64 kB merges them: 1,200 tools written
 *   at once took 1.6 s instead of 1.3 s (merge included). Imports have their own connection
 *   (api/src/import/copy-session.ts) with the default limit, and merge everything once at their end.
 */
const BASE_SESSION_SETTINGS = { synchronize_seqscans: 'off', gin_pending_list_limit: '64kB' }

export async function createDatabasePool(connectionUri: string, options: PoolOptions = {}): Promise<DatabasePool> {
  const statementTimeout = options.statementTimeoutMs ?? 15_000
  const settings = { ...BASE_SESSION_SETTINGS, ...options.sessionSettings }
  const pool = await createPool(withSessionSettings(connectionUri, settings), {
    interceptors: [resultParserInterceptor],
    typeParsers,
    statementTimeout,
    maxPoolSize: options.maxPoolSize ?? 10,
    // Fail fast when the database is gone instead of queueing requests behind retries.
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    connectionRetryLimit: 1,
    idleTimeout: IDLE_TIMEOUT,
    captureStackTrace: false,
    // Slonik's default runs DISCARD ALL after every query: a second round trip each time. Pooled connections
    // never carry session state here (LISTEN, COPY and the migration lock use clients of their own).
    resetConnection: async () => {},
  })
  // No healthy step takes longer than a connection plus a statement: past that, the database is gone.
  return guardAgainstOutage(pool, CONNECTION_TIMEOUT_MS + statementTimeout)
}

/**
 * A pool whose connections plan each prepared statement once, for all its values (a generic plan): for the
 * statements whose best plan does not depend on their values (the search engine's plain text searches).
 */
export function createReusedPlansPool(connectionUri: string, options: Omit<PoolOptions, 'sessionSettings'> = {}) {
  return createDatabasePool(connectionUri, { ...options, sessionSettings: { plan_cache_mode: 'force_generic_plan' } })
}

function withSessionSettings(connectionUri: string, settings: Record<string, string>): string {
  const entries = Object.entries(settings)
  const url = new URL(connectionUri)
  const flags = entries.map(([name, value]) => `-c ${name}=${value}`)
  url.searchParams.set('options', [url.searchParams.get('options'), ...flags].filter(Boolean).join(' '))
  return url.toString()
}

/**
 * Validates (and transforms) each row with the schema given to `sql.type(...)`. Synchronously: the schemas are plain
 * zod, and Slonik's asynchronous hook runs every query's rows through a queue of its own (a task and a promise per
 * row), about a tenth of the driver's cost for a one-row search.
 */
const resultParserInterceptor: Interceptor = {
  name: 'result-parser',
  transformRow: (context, query, row) => {
    const parser = context.resultParser
    if (!parser) return row
    const result = parser['~standard'].validate(row)
    if (result instanceof Promise) throw new Error('Row schemas must be synchronous (no async refinements).')
    if (result.issues) throw new SchemaValidationError(query, row, result.issues)
    return result.value as typeof row
  },
}

/** A UTC timestamp as Postgres writes it: `2026-01-05 09:30:00.123456+00`, or without `+00` for a timestamp. */
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(?:\+00)?$/

/**
 * Postgres writes `2026-01-05 09:30:00.123+00`; JSON wants `2026-01-05T09:30:00.123Z`, as `Date#toISOString` writes
 * it (milliseconds, truncated). A UTC timestamp (a server in UTC) is rewritten as text: through a Date, the 50 of a
 * page of admin tools cost the request ~0.17 ms under load; as text, a fourteenth of the time in a loop.
 */
const timestampToIso = (value: string | null) => {
  if (value === null) return null
  const utc = UTC_TIMESTAMP.exec(value)
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`
  const iso = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')
  // A timestamp without time zone is stored in UTC by this application.
  return new Date(/[Z+-]\d\d:\d\d$|Z$/.test(iso) ? iso : `${iso}Z`).toISOString()
}

const typeParsers = [
  // Counts and ids fit well below 2^53 in this product; plain numbers serialize to JSON.
  { name: 'int8', parse: (value: string) => Number.parseInt(value, 10) },
  { name: 'numeric', parse: (value: string) => Number.parseFloat(value) },
  { name: 'timestamptz', parse: timestampToIso },
  { name: 'timestamp', parse: timestampToIso },
  { name: 'date', parse: (value: string) => value },
]
