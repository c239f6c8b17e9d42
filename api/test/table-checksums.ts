/** A checksum of every table's rows, to tell two databases hold the same data (a backup and its restore). */
import pg from 'pg'

export async function tableChecksums(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_version' ORDER BY 1`,
    )
    const checksums: Record<string, string> = {}
    for (const { name } of tables) {
      const table = pg.escapeIdentifier(name)
      const { rows } = await client.query<{ sum: string }>(
        `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${table} t`,
      )
      checksums[name] = rows[0]?.sum ?? ''
    }
    return checksums
  } finally {
    await client.end()
  }
}
