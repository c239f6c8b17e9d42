/** The environment record of a run: CPU model and cores, Node and Postgres versions, git revision. */
import { execFileSync } from 'node:child_process'
import { availableParallelism, cpus, totalmem } from 'node:os'
import pg from 'pg'
import { REPO_ROOT } from '../infra/processes.ts'

export type Environment = {
  date: string
  cpuModel: string
  cores: number
  memoryGiB: number
  node: string
  postgres: string
  gitSha: string
  gitShortSha: string
  /** Uncommitted changes in the work tree when the run started. */
  gitDirty: boolean
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return ''
  }
}

export async function describeEnvironment(adminUrl: string): Promise<Environment> {
  const lscpu = run('lscpu', [])
  const cpuModel = /^Model name:\s*(.+)$/m.exec(lscpu)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown'
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  const version = await client.query<{ server_version: string }>('SHOW server_version')
  await client.end()
  const sha = run('git', ['rev-parse', 'HEAD']) || 'unknown'
  return {
    date: new Date().toISOString(),
    cpuModel,
    cores: availableParallelism(),
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: version.rows[0]?.server_version ?? 'unknown',
    gitSha: sha,
    gitShortSha: sha.slice(0, 12),
    gitDirty: run('git', ['status', '--porcelain']).length > 0,
  }
}
