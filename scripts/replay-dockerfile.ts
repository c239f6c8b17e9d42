/**
 * `pnpm docker:replay`: the Dockerfile's build and start, replayed without a Docker engine. Each stage gets a
 * folder of its own; its COPY lines copy the same files `docker build` would (the repository's tracked files
 * less .dockerignore), its RUN lines run there, and the last stage's CMD must start Kitly and answer
 * /api/ready. So a file the image needs but never copies fails here, as it would in `docker build`.
 *
 * Two kinds of RUN line touch the machine rather than the image's folder and are checked instead of run: a
 * global npm install (the version must be the one already on PATH) and commands on absolute paths.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const repoRoot = path.resolve(import.meta.dirname, '..')
const READY_TIMEOUT_MS = 180_000

type Instruction = { keyword: string; args: string }
type Stage = { name: string | undefined; dir: string; env: Record<string, string>; workdir: string; cmd: string[] }

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Instruction[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/)
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') }
  })
}

/** Whether .dockerignore keeps `file` (or a folder above it) out of the build context. */
export function isIgnored(file: string, patterns: string[]): boolean {
  const parts = file.split('/')
  return parts.some((_, i) => {
    const prefix = parts.slice(0, i + 1).join('/')
    return patterns.some((pattern) => path.matchesGlob(prefix, pattern))
  })
}

function buildContext(): string[] {
  const patterns = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).split('\0')
  return tracked.filter((file) => file !== '' && !isIgnored(file, patterns))
}

function copyInto(stage: Stage, args: string, stages: Stage[], context: string[]): void {
  const words = args.split(/\s+/)
  const from = words[0]?.startsWith('--from=') ? words.shift()?.slice('--from='.length) : undefined
  const destination = words.pop()
  if (!destination || words.length === 0) throw new Error(`COPY ${args}: expected sources and a destination`)
  const target = path.resolve(stage.dir, path.relative(stage.workdir, path.posix.resolve(stage.workdir, destination)))
  for (const source of words) {
    if (from !== undefined) {
      const origin = stages.find((candidate) => candidate.name === from)
      if (!origin) throw new Error(`COPY --from=${from}: no such stage`)
      const inOrigin = path.join(origin.dir, path.relative(origin.workdir, source))
      cpSync(inOrigin, target, { recursive: true })
      continue
    }
    const prefix = source === '.' ? '' : source.replace(/\/$/, '')
    const files = context.filter((file) => prefix === '' || file === prefix || file.startsWith(`${prefix}/`))
    if (files.length === 0) throw new Error(`COPY ${source}: not in the build context (missing or in .dockerignore)`)
    for (const file of files) {
      // `COPY dir dest` copies dir's contents into dest; `COPY file dest/` puts the file in dest.
      const relative = file === prefix ? path.basename(file) : path.relative(prefix, file)
      const into =
        file === prefix && !destination.endsWith('/') && words.length === 1 ? target : path.join(target, relative)
      mkdirSync(path.dirname(into), { recursive: true })
      cpSync(path.join(repoRoot, file), into)
    }
  }
}

function run(stage: Stage, command: string): void {
  const globalInstall = /^npm install --global (\S+)@(\S+)$/.exec(command)
  if (globalInstall) {
    const [, tool = '', version = ''] = globalInstall
    const onPath = execFileSync(tool, ['--version'], { encoding: 'utf8' }).trim()
    if (onPath !== version) throw new Error(`RUN ${command}: this machine has ${tool} ${onPath}`)
    console.log(`replay: ${tool} ${version} is on PATH (RUN ${command})`)
    return
  }
  if (/(^|\s)\/\w/.test(command)) {
    console.log(`replay: skipped, it acts on the machine's own paths: RUN ${command}`)
    return
  }
  console.log(`replay: RUN ${command}`)
  const result = spawnSync('bash', ['-c', command], {
    cwd: stage.dir,
    env: { ...process.env, ...stage.env },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`RUN ${command}: exit code ${result.status}`)
}

function replayBuild(instructions: Instruction[], root: string): Stage[] {
  const context = buildContext()
  const stages: Stage[] = []
  for (const { keyword, args } of instructions) {
    const stage = stages.at(-1)
    if (keyword === 'FROM') {
      const [image = '', , name] = args.split(/\s+/)
      const parent = stages.find((candidate) => candidate.name === image)
      const dir = path.join(root, `stage-${stages.length}`)
      if (parent) cpSync(parent.dir, dir, { recursive: true })
      else mkdirSync(dir)
      stages.push({
        name,
        dir,
        env: { ...parent?.env },
        workdir: parent?.workdir ?? '/',
        cmd: parent?.cmd ?? [],
      })
      console.log(`replay: stage ${name ?? '(final)'} from ${image}`)
      continue
    }
    if (!stage) throw new Error(`${keyword} before FROM`)
    if (keyword === 'WORKDIR') stage.workdir = args
    else if (keyword === 'ENV') {
      for (const pair of args.split(/\s+/)) {
        const [key = '', ...value] = pair.split('=')
        stage.env[key] = value.join('=')
      }
    } else if (keyword === 'COPY') copyInto(stage, args, stages, context)
    else if (keyword === 'RUN') run(stage, args)
    else if (keyword === 'CMD') stage.cmd = JSON.parse(args) as string[]
    // USER, EXPOSE and HEALTHCHECK describe the container, not its files.
  }
  return stages
}

async function waitUntilReady(server: ChildProcess, output: () => string): Promise<string> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Kitly exited with ${server.exitCode} before it was ready`)
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1]
    if (address) {
      const ready = await fetch(`${address}/api/ready`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) return address
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Kitly was not ready within ${READY_TIMEOUT_MS / 1000} s`)
}

async function replayStart(stage: Stage, root: string): Promise<void> {
  const [program = '', ...args] = stage.cmd
  const dataDir = path.join(root, 'data')
  mkdirSync(dataDir)
  console.log(`replay: CMD ${stage.cmd.join(' ')}`)
  let output = ''
  const server = spawn(program, args, {
    cwd: stage.dir,
    // The image's environment, with a port and data folder of this run's own, and the metrics token
    // docker-compose.yml asks the operator for (production refuses to start without one).
    env: {
      ...process.env,
      ...stage.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      METRICS_TOKEN: randomUUID(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  try {
    const address = await waitUntilReady(server, () => output)
    console.log(`replay: the image's start answered ${address}/api/ready`)
  } catch (error) {
    console.error(output)
    throw error
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    if (server.exitCode === null) server.kill('SIGTERM')
    await exited
  }
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'kitly-docker-replay-'))
  // As root, the embedded Postgres runs as the `postgres` user, which must be able to enter this folder.
  chmodSync(root, 0o755)
  try {
    const stages = replayBuild(parseDockerfile(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8')), root)
    const final = stages.at(-1)
    if (!final) throw new Error('the Dockerfile has no stage')
    await replayStart(final, root)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  await main().catch((error: unknown) => {
    console.error(`replay: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
