/**
 * The servers under test, each a child process so none shares an event loop with the load generator:
 * the real Kitly with its request timings (kitly-server.ts), and for G1 a bare node:http server
 * and a Fastify with nothing added.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { findFreePort } from '@kitly/db/free-port'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..')

export type ChildServer = { url: string; pid: number | undefined; stop(): Promise<void> }

/** The real Kitly on `databaseUrl`, serving the SPA built in `webDistDir` when given. */
export async function startKitly(databaseUrl: string, webDistDir?: string): Promise<ChildServer> {
  const port = await findFreePort()
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'kitly-server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      MEILI_URL: '',
      KITLY_LLM_URL: '',
      // The benchmark's visitors: a request may name its own address (G11's kit requests come from many).
      TRUST_PROXY: 'loopback',
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return ready(child, `http://127.0.0.1:${port}`, '/api/health')
}

export const startBareServer = () => startReferenceServer('bare-server.ts', '/')
export const startFastifyFloor = () => startReferenceServer('fastify-floor-server.ts', '/api/health')

/** One of the servers G1 compares Kitly with: a script beside this file that takes its port as an argument. */
async function startReferenceServer(script: string, probePath: string): Promise<ChildServer> {
  const port = await findFreePort()
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return ready(child, `http://127.0.0.1:${port}`, probePath)
}

/** Waits until the child answers on `probePath` (or dies: then its output says why). */
async function ready(child: ChildProcess, url: string, probePath: string): Promise<ChildServer> {
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-4_000)
  })
  child.stderr?.on('data', (chunk) => {
    output = (output + String(chunk)).slice(-4_000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await Promise.race([exited, delay(8_000)])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    try {
      const response = await fetch(url + probePath)
      if (response.ok) return { url, pid: child.pid, stop }
    } catch {
      // Not listening yet.
    }
    await delay(100)
  }
  await stop()
  throw new Error(`server did not answer within 60 s:\n${output}`)
}
