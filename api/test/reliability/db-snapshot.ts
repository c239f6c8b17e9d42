/**
 * Proof that a request wrote nothing: each table's row count and an md5 of its rows in a stable order.
 * Fingerprinting every table after every request would cost more than the requests, so a statement
 * trigger on each table (installed in the test's own database) notes which tables a committed statement
 * touched, and only those are fingerprinted again. A rolled-back write notes nothing, as it changed nothing.
 *
 * Tables and columns that requests or background workers legitimately change without it being "a write
 * by that request" are left out, each for the reason given.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'

/**
 * Tables written in the background, after the request that caused the write has already answered, or that
 * record refusals themselves.
 */
const BACKGROUND_TABLES: Record<string, string> = {
  // A refused sign-in (401) is counted there by design: the lockout is made of them.
  sign_in_failures: 'failed sign-ins, recorded by their refusal',
  // The mail worker deletes each row once the message is handed to the SMTP server (or written as .eml).
  mail_outbox: 'drained by the mail worker',
  // The search outbox worker deletes rows once applied to the external index (or at once without one).
  search_outbox: 'drained by the search outbox worker',
  // Clicks, compare adds and kit inclusions are counted in memory and written about once a second
  // (routes/tool-events/event-counter.ts): an accepted request's events may land while a later one is checked.
  tool_daily_stats: 'written by the tool event counters',
  // Postgrator's record of applied migrations: never touched by requests.
  schemaversion: 'migrations only',
}

/** Columns that reads or buffers move: fingerprinted without them (the rest of the row still counts). */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  // A request with a session slides its expiry (at most once a minute): a read, not a change.
  sessions: ['last_seen_at', 'expires_at'],
  // Clicks are buffered in memory and added about once a second (routes/tool-events/event-counter.ts), so an
  // accepted click may land while a later, rejected request is being checked; the stored popularity
  // prior is computed from it (and copied to the search rows).
  tools: ['click_count', 'popularity'],
  tool_search: ['popularity'],
  // The mail worker mints a mailed link's token when it sends the message, in the background: an earlier
  // accepted request's mail may go out while a later, rejected one is being checked.
  account_tokens: ['token_hash'],
  newsletter_subscribers: ['confirm_token_hash'],
  // A wrong claim code is counted by its refusal (a few end the claim), and a claim's code is minted by the mail
  // worker at send time, in the background.
  tool_claims: ['code_attempts', 'code_hash', 'code_expires_at'],
}

/** Where the triggers note the tables touched since the last look. */
const DIRTY_TABLE = 'reliability_dirty_tables'

const TableName = z.object({ name: z.string() })
const TableFingerprint = z.object({ name: z.string(), rows: z.number(), md5: z.string().nullable() })

type Fingerprint = { rows: number; md5: string | null }

export type DatabaseWatch = {
  /** The tables whose rows changed since the last call (or since the watch began). */
  changedTables(): Promise<string[]>
}

/** Starts watching every table of the public schema but the background ones. */
export async function watchDatabase(db: DatabaseConnection): Promise<DatabaseWatch> {
  const tables = (
    await db.anyFirst(sql.type(TableName)`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`)
  ).filter((table) => !(table in BACKGROUND_TABLES))
  await installTriggers(db, tables)
  const known = await fingerprint(db, tables)
  await takeDirtyTables(db)

  return {
    async changedTables() {
      const dirty = await takeDirtyTables(db)
      if (dirty.length === 0) return []
      const now = await fingerprint(db, dirty)
      const changed = dirty.filter(
        (table) => now.get(table)?.md5 !== known.get(table)?.md5 || now.get(table)?.rows !== known.get(table)?.rows,
      )
      for (const table of changed) known.set(table, now.get(table) as Fingerprint)
      return changed
    },
  }
}

async function installTriggers(db: DatabaseConnection, tables: readonly string[]): Promise<void> {
  await db.query(sql.typeAlias('void')`CREATE UNLOGGED TABLE ${sql.identifier([DIRTY_TABLE])} (name text PRIMARY KEY)`)
  await db.query(sql.typeAlias('void')`
    CREATE FUNCTION reliability_note_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO reliability_dirty_tables VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`)
  for (const table of tables) {
    await db.query(sql.typeAlias('void')`
      CREATE TRIGGER reliability_note_dirty AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.identifier([table])}
      FOR EACH STATEMENT EXECUTE FUNCTION reliability_note_dirty()`)
  }
}

const takeDirtyTables = async (db: DatabaseConnection) =>
  [...(await db.anyFirst(sql.type(TableName)`DELETE FROM ${sql.identifier([DIRTY_TABLE])} RETURNING name`))].sort()

async function fingerprint(db: DatabaseConnection, tables: readonly string[]): Promise<Map<string, Fingerprint>> {
  const parts = tables.map((table) => {
    const row = sql.fragment`(to_jsonb(t) - ${sql.array(VOLATILE_COLUMNS[table] ?? [], 'text')}::text[])::text`
    return sql.fragment`
      SELECT ${table} AS name, count(*)::int AS rows, md5(string_agg(${row}, '|' ORDER BY ${row})) AS md5
      FROM ${sql.identifier([table])} AS t`
  })
  const rows = await db.any(sql.type(TableFingerprint)`${sql.join(parts, sql.fragment` UNION ALL `)}`)
  return new Map(rows.map(({ name, rows, md5 }) => [name, { rows, md5 }]))
}
