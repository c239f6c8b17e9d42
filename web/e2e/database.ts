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
