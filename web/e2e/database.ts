/** Direct SQL against the server's database, for e2e set-up that no public API offers. */
import pg from 'pg'

export async function sql(databaseUrl: string, text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

const planSource = { source_url: 'https://pricing.example.com/', as_of: '2026-11-01', currency: 'USD' }

/**
 * Makes `plans` the plans of the tools `where` picks, as the admin form would (through the same function, which also
 * records each change in the price history). Each plan's source, as-of day and currency default to `planSource`'s.
 */
export const setPlans = (databaseUrl: string, where: string, plans: object[]) =>
  sql(databaseUrl, `SELECT set_tool_plans(id, $1::jsonb) FROM tools WHERE ${where}`, [
    JSON.stringify(plans.map((plan) => ({ ...planSource, ...plan }))),
  ])

/**
 * Holds the lock a tools import takes before it checks for duplicates (one import at a time), so an import started
 * meanwhile waits at that stage, where a journey can see it; `release` lets it go on.
 */
export async function holdToolImportLock(databaseUrl: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('BEGIN')
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('kitly:tool-import'))`)
  return {
    release: async () => {
      await client.query('COMMIT')
      await client.end()
    },
  }
}
