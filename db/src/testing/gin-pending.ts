/**
 * How many pages of words wait in a GIN index's pending list: the list every search of that index reads whole
 * (db/src/pool.ts). Read with pgstattuple, created in the test's own database.
 */
import pg from 'pg'

export async function pendingGinPages(databaseUrl: string, index: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pgstattuple')
    const result = await client.query<{ pages: number }>(
      'SELECT pending_pages AS pages FROM pgstatginindex($1::regclass)',
      [index],
    )
    return result.rows[0]?.pages ?? 0
  } finally {
    await client.end()
  }
}
