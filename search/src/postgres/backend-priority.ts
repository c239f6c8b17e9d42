/**
 * Background work on a Postgres running on this machine (the embedded default) competes with searches for the same
 * cores: rebuilding tool_search keeps a core busy for ~15 s at 100k tools, and under traffic the searches queued
 * behind it took over a second (p99 1.3-1.5 s, against 0.3-0.5 s with the rebuild's backend at the lowest priority).
 * Postgres has no setting for a backend's CPU priority, but the operating system has one per process, and each
 * connection is served by a process of its own.
 */
import { readlink, realpath } from 'node:fs/promises'
import { getPriority, setPriority } from 'node:os'
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'

/** The lowest CPU priority (nice value): the backend runs only on what the searches leave of a core. */
const LOWEST_PRIORITY = 19

const Backend = z.object({ pid: z.number(), dataDirectory: z.string().nullable() })

/** A backend lowered by lowerBackendPriority: `restore` gives it back its priority, as far as it may. */
export type LoweredBackend = { restore(): Promise<void> }

/**
 * Gives the connection's backend the lowest CPU priority, and no parallel workers (processes of their own, at the
 * usual priority), when that backend runs on this machine; returns how to undo it, or null if it did not.
 * A process id alone could name another machine's backend, so the backend must also be found here, working in the
 * server's data directory: Postgres runs every backend there. A role that may not read the data directory's
 * setting, or a process that may not be looked at or changed, leaves the priority as it is.
 */
export async function lowerBackendPriority(db: CommonQueryMethods): Promise<LoweredBackend | null> {
  // pg_settings leaves out what the role may not read.
  const backend = await db.one(sql.type(Backend)`
    SELECT pg_backend_pid() AS pid,
           (SELECT setting FROM pg_settings WHERE name = 'data_directory') AS "dataDirectory"`)
  if (!backend.dataDirectory) return null
  const workingDirectory = await readlink(`/proc/${backend.pid}/cwd`).catch(() => null)
  // The link names the directory with its symbolic links resolved; the setting, as the server was given it.
  const dataDirectory = await realpath(backend.dataDirectory).catch(() => backend.dataDirectory)
  if (workingDirectory !== dataDirectory) return null
  let usual: number
  try {
    usual = getPriority(backend.pid)
    setPriority(backend.pid, LOWEST_PRIORITY)
  } catch {
    return null
  }
  await db.query(sql.typeAlias('void')`SET max_parallel_maintenance_workers = 0`)
  return {
    async restore() {
      await db.query(sql.typeAlias('void')`RESET max_parallel_maintenance_workers`)
      try {
        setPriority(backend.pid, usual)
      } catch {
        // Raising a priority takes privileges a lowering does not (CAP_SYS_NICE): the backend stays low.
      }
    },
  }
}
