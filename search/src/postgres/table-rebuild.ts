/**
 * Rewrites tool_search in popularity order without holding searches back: an ordered copy is built beside it, in the
 * schema tool_search_rebuild (so that its indexes carry their final names), while searches read the table and tools
 * are written as usual; the tools written meanwhile, noted by tool_search's triggers (migration 0033), are copied
 * again; then the copy replaces the table. Searches wait only for that swap: a few milliseconds, against the whole
 * rewrite under CLUSTER (2 s at 100k tools). Writes wait for the last catch-up before it, a few rows.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'

const COPY = sql.identifier(['tool_search_rebuild', 'tool_search'])
/** Catch-ups before the swap, each copying the tools written during the one before, until they are few. */
const MAX_CATCH_UPS = 5
/** Tools left to copy again under the swap's lock, where writers wait for them. */
const FEW_WRITTEN = 100

/**
 * Builds the ordered copy of tool_search and swaps it in. Given `lockTimeoutMs`, gives up (throws, leaving
 * tool_search as it was) rather than wait longer for a lock: writers, then searches, queue behind a waiting one.
 */
export async function rebuildToolSearchInOrder(
  db: CommonQueryMethods,
  { lockTimeoutMs }: { lockTimeoutMs?: number | undefined } = {},
): Promise<void> {
  await dropCopy(db)
  try {
    await createCopy(db, lockTimeoutMs)
    await db.query(sql.typeAlias('void')`INSERT INTO ${COPY} SELECT * FROM tool_search ORDER BY popularity DESC, id`)
    await copyIndexes(db)
    for (let round = 0; round < MAX_CATCH_UPS; round++) {
      if ((await db.transaction((tx) => catchUp(tx))) < FEW_WRITTEN) break
    }
    await db.query(sql.typeAlias('void')`ANALYZE ${COPY}`)
    await swapCopyIn(db, lockTimeoutMs)
  } catch (error) {
    await dropCopy(db)
    throw error
  }
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
    await tx.query(sql.typeAlias('void')`CREATE TABLE ${COPY} (LIKE tool_search INCLUDING ALL EXCLUDING INDEXES)`)
  })
}

/**
 * Gives the copy every index of tool_search, under the same names, built once its rows are in (faster than
 * maintaining them row by row). An index backing a constraint (the primary key) comes with the constraint.
 */
async function copyIndexes(db: CommonQueryMethods) {
  await db.query(sql.typeAlias('void')`
    DO $$
    DECLARE
      index record;
    BEGIN
      FOR index IN
        SELECT c.relname AS name, i.indisunique AS is_unique, pg_get_constraintdef(con.oid) AS constraint_definition,
               substring(pg_get_indexdef(i.indexrelid) FROM ' USING .*$') AS method_and_keys
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid
        LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid
        WHERE i.indrelid = 'tool_search'::regclass
      LOOP
        IF index.constraint_definition IS NOT NULL THEN
          EXECUTE format('ALTER TABLE tool_search_rebuild.tool_search ADD CONSTRAINT %I %s', index.name,
                         index.constraint_definition);
        ELSE
          EXECUTE format('CREATE %s INDEX %I ON tool_search_rebuild.tool_search %s',
                         CASE WHEN index.is_unique THEN 'UNIQUE' ELSE '' END, index.name, index.method_and_keys);
        END IF;
      END LOOP;
    END
    $$`)
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
