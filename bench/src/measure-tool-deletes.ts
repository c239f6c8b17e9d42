/**
 * Times one DELETE of 3,000 tools out of a generated catalog of 10k, before and after the migration that sped up the
 * vocabulary trigger (0045), on clones of the same loaded database: `pnpm --filter @kitly/bench measure:tool-deletes`.
 * Prints the seconds of each run; the figures go in the bench README.
 */
import { migrateDatabase } from '@kitly/db'
import pg from 'pg'
import { generateDataset } from './data/generate.ts'
import { loadDataset } from './infra/load.ts'
import { startBenchPostgres, withDatabase } from './infra/postgres.ts'

const CATALOG = 10_000
const DELETED = 3_000
const BEFORE_VERSION = 44
const ROUNDS = 3

const log = (line: string) => process.stdout.write(`${line}\n`)

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const postgres = await startBenchPostgres(log)
const source = 'kitly_bench_deletes_source'
const clone = (name: string) =>
  onServer(postgres.adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`)
    return withDatabase(postgres.adminUrl, name)
  })

/** Seconds that deleting the first DELETED tools takes, in one statement. */
const timeDelete = (url: string) =>
  onServer(url, async (client) => {
    await client.query('VACUUM ANALYZE')
    const started = performance.now()
    await client.query('DELETE FROM tools WHERE id IN (SELECT id FROM tools ORDER BY id LIMIT $1)', [DELETED])
    return (performance.now() - started) / 1000
  })

try {
  await onServer(postgres.adminUrl, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${source}`)
  })
  const sourceUrl = withDatabase(postgres.adminUrl, source)
  await migrateDatabase(sourceUrl, BEFORE_VERSION)
  await loadDataset(sourceUrl, generateDataset(CATALOG))
  for (let round = 1; round <= ROUNDS; round += 1) {
    const before = await timeDelete(await clone('kitly_bench_deletes_before'))
    const afterUrl = await clone('kitly_bench_deletes_after')
    await migrateDatabase(afterUrl)
    const after = await timeDelete(afterUrl)
    log(
      `round ${round}: ${DELETED} of ${CATALOG} tools deleted in ${before.toFixed(2)} s before, ${after.toFixed(2)} s after`,
    )
  }
} finally {
  await postgres.stop()
}
