/**
 * Rewrites tool_search in popularity order without holding searches back: an ordered copy is built beside it, in the
 * schema tool_search_rebuild (so that its indexes carry their final names), while searches read the table and tools
 * are written as usual; the tools written meanwhile, noted by tool_search's triggers (migration 0033), are copied
 * again; the copy is vacuumed; then it replaces the table. Searches wait only for that swap: a few milliseconds,
 * against the whole rewrite under CLUSTER (2 s at 100k tools). Writes wait for the last catch-up before it, a few rows.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'
import { lowerBackendPriority } from './backend-priority.ts'

const COPY = sql.identifier(['tool_search_rebuild', 'tool_search'])
/** Catch-ups before the swap, each copying the tools written during the one before, until they are few. */
const MAX_CATCH_UPS = 5
/** Tools left to copy again under the swap's lock, where writers wait for them. */
const FEW_WRITTEN = 100

/**
 * Builds the ordered copy of tool_search and swaps it in. Given `lockTimeoutMs`, gives up (throws, leaving
 * tool_search as it was) rather than wait longer for a lock: writers, then searches, queue behind a waiting one.
 * Given `inBackground`, builds the copy at the lowest CPU priority where Postgres runs on this machine
 * (backend-priority.ts), and swaps it in at the usual one: searches wait for the swap, so it must not wait for them.
 */
export async function rebuildToolSearchInOrder(
  db: CommonQueryMethods,
  { lockTimeoutMs, inBackground = false }: { lockTimeoutMs?: number | undefined; inBackground?: boolean } = {},
): Promise<void> {
  await dropCopy(db)
  const lowered = inBackground ? await lowerBackendPriority(db) : null
  try {
    await createCopy(db, lockTimeoutMs)
    await privately(db, (tx) => tx.query(sql.typeAlias('void')`INSERT INTO ${COPY} SELECT * FROM tool_search`))
    await copyIndexesInOrder(db)
    for (let round = 0; round < MAX_CATCH_UPS; round++) {
      if ((await db.transaction((tx) => catchUp(tx))) < FEW_WRITTEN) break
    }
    await vacuumCopy(db)
    await lowered?.restore()
    await swapCopyIn(db, lockTimeoutMs)
  } catch (error) {
    await lowered?.restore()
    await dropCopy(db)
    throw error
  }
}

/**
 * Runs `work` on the copy alone, without the pool's statement timeout: nothing waits for the copy, and its rows and
 * indexes take longer to build than any request may take (the index builds ran past 15 s at 100k tools).
 */
async function privately(db: CommonQueryMethods, work: (tx: CommonQueryMethods) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.query(sql.typeAlias('void')`SET LOCAL statement_timeout = 0`)
    await work(tx)
  })
}

/** Leaves no copy and no noted tools: the triggers stop noting them once the copy is gone. */
async function dropCopy(db: CommonQueryMethods) {
  await db.query(sql.typeAlias('void')`DROP TABLE IF EXISTS ${COPY}`)
  await db.query(sql.typeAlias('void')`DELETE FROM tool_search_changes`)
}

async function setLockTimeout(tx: CommonQueryMethods, lockTimeoutMs: number | undefined) {
  if (lockTimeoutMs === undefined) return
  await tx.query(sql.type(z.object({ setting: z.string() }))`
    SELECT set_config('lock_timeout', ${`${lockTimeoutMs}ms`}, true) AS setting`)
}

/**
 * The copy: tool_search's columns, storage and constraints, no rows yet. Created while no tool is being written
 * (SHARE waits for the writers in flight and lets searches read), so that every write from now on is either in the
 * copy's snapshot or noted by the triggers.
 */
async function createCopy(db: CommonQueryMethods, lockTimeoutMs: number | undefined) {
  await db.transaction(async (tx) => {
    await setLockTimeout(tx, lockTimeoutMs)
    await tx.query(sql.typeAlias('void')`LOCK TABLE tool_search IN SHARE MODE`)
    // No autovacuum of the copy while it is built (vacuumCopy).
    await tx.query(sql.typeAlias('void')`
      CREATE TABLE ${COPY} (LIKE tool_search INCLUDING ALL EXCLUDING INDEXES) WITH (autovacuum_enabled = false)`)
  })
}

/**
 * VACUUM (ANALYZE) of the built copy, on the rebuild's backend and at its priority, and autovacuum back on for it.
 * Left to autovacuum, the 100k rows just written were vacuumed about a minute after the swap, at the usual priority,
 * under traffic (3 s at 100k tools); and autovacuum, off while the copy is built, cannot start on it midway either.
 * Outside a transaction, as VACUUM must be, and, as the other steps, without the pool's statement timeout.
 */
async function vacuumCopy(db: CommonQueryMethods) {
  await db.query(sql.typeAlias('void')`SET statement_timeout = 0`)
  try {
    await db.query(sql.typeAlias('void')`VACUUM (ANALYZE) ${COPY}`)
  } finally {
    // Back to the connection's own setting, the one it started with.
    await db.query(sql.typeAlias('void')`RESET statement_timeout`)
  }
  await db.query(sql.typeAlias('void')`ALTER TABLE ${COPY} RESET (autovacuum_enabled)`)
}

/** An index of tool_search, and the PL/pgSQL block that builds it on the copy (DO takes no parameters). */
const CopiedIndex = z.object({ name: z.string(), isClustered: z.boolean(), build: z.string() })

/**
 * Gives the copy every index of tool_search, under the same names, built once its rows are in (faster than
 * maintaining them row by row), one statement each: the guard on the pool's calls limits each statement, however
 * long the whole takes. An index backing a constraint (the primary key) comes with the constraint.
 * The index tool_search is clustered on (popularity, migration 0026) comes first, and the copy is clustered on it:
 * CLUSTER writes the rows one page after another in that order, where an INSERT … ORDER BY lets the free-space
 * map put a short row back on an earlier page with room left (a tool of no popularity among the most popular).
 * The copy keeps the mark, so a plain `CLUSTER tool_search` keeps working.
 * @throws Error when tool_search is clustered on no index: there would be no order to restore.
 */
async function copyIndexesInOrder(db: CommonQueryMethods) {
  const indexes = await db.any(sql.type(CopiedIndex)`
    SELECT c.relname AS name, i.indisclustered AS "isClustered",
           format('BEGIN EXECUTE %L; END', CASE WHEN con.oid IS NOT NULL
             THEN format('ALTER TABLE tool_search_rebuild.tool_search ADD CONSTRAINT %I %s', c.relname,
                         pg_get_constraintdef(con.oid))
             ELSE format('CREATE %s INDEX %I ON tool_search_rebuild.tool_search %s',
                         CASE WHEN i.indisunique THEN 'UNIQUE' ELSE '' END, c.relname,
                         substring(pg_get_indexdef(i.indexrelid) FROM ' USING .*$'))
           END) AS build
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid
    WHERE i.indrelid = 'tool_search'::regclass
    ORDER BY i.indisclustered DESC`)
  const order = indexes.find((index) => index.isClustered)
  if (!order) throw new Error('tool_search is clustered on no index, so it has no order to be put back in')
  await privately(db, async (tx) => {
    for (const index of indexes) {
      await tx.query(sql.typeAlias('void')`DO ${sql.literalValue(index.build)}`)
      if (index === order) {
        await tx.query(sql.typeAlias('void')`CLUSTER ${COPY} USING ${sql.identifier([index.name])}`)
      }
    }
  })
}

const NotedTool = z.object({ id: z.number().nullable() })

/**
 * Copies again the tools noted since the last catch-up (as tool_search has them now, or their absence), and says how
 * many were noted. A tool written after the notes are read is noted again, for the next catch-up.
 */
async function catchUp(tx: CommonQueryMethods): Promise<number> {
  const noted = await tx.anyFirst(sql.type(NotedTool)`DELETE FROM tool_search_changes RETURNING id`)
  // A null note: tool_search was emptied (with tools), so the copy keeps only what is there now.
  if (noted.includes(null)) {
    await tx.query(sql.typeAlias('void')`
      DELETE FROM ${COPY} c WHERE NOT EXISTS (SELECT FROM tool_search s WHERE s.id = c.id)`)
  }
  const written = noted.filter((id) => id !== null)
  if (written.length === 0) return noted.length
  const ids = sql.array(written, 'int4')
  await tx.query(sql.typeAlias('void')`DELETE FROM ${COPY} WHERE id = ANY(${ids})`)
  await tx.query(sql.typeAlias('void')`
    INSERT INTO ${COPY} SELECT * FROM tool_search WHERE id = ANY(${ids}) ORDER BY popularity DESC, id`)
  return noted.length
}

/**
 * Replaces tool_search with the copy. Writers wait (EXCLUSIVE lets searches read) while the last tools written are
 * copied; searches wait only for the drop and the move (ACCESS EXCLUSIVE). Statements that searches prepared for
 * the old table are planned again on the new one, found by name.
 */
async function swapCopyIn(db: CommonQueryMethods, lockTimeoutMs: number | undefined) {
  await db.transaction(async (tx) => {
    await setLockTimeout(tx, lockTimeoutMs)
    await tx.query(sql.typeAlias('void')`LOCK TABLE tool_search IN EXCLUSIVE MODE`)
    await catchUp(tx)
    const schema = await tx.oneFirst(sql.type(z.object({ schema: z.string() }))`
      SELECT relnamespace::regnamespace::text AS schema FROM pg_class WHERE oid = 'tool_search'::regclass`)
    await tx.query(sql.typeAlias('void')`LOCK TABLE tool_search IN ACCESS EXCLUSIVE MODE`)
    await tx.query(sql.typeAlias('void')`DROP TABLE tool_search`)
    await tx.query(sql.typeAlias('void')`ALTER TABLE ${COPY} SET SCHEMA ${sql.identifier([schema])}`)
  })
}
