/**
 * The real `kitly start` process, for tests of what only a process shows: start-up output, signals,
 * shutdown, memory over time. It listens on a free loopback port; `env` adds to (or overrides) a minimal
 * environment, and should name a DATA_DIR.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { findFreePort } from '@kitly/db/free-port'

export const KITLY_BIN = path.resolve(import.meta.dirname, '../bin/kitly.js')

export type KitlyProcess = {
  child: ChildProcess
  baseUrl: string
  /** Everything written to stdout and stderr so far. */
  output(): string
  /** Resolves to the exit code once the process has ended. */
  exited: Promise<number | null>
}

/** Starts `kitly start` and resolves once /api/ready answers 200 (within `readyWithinMs`). */
export async function startKitly(env: Record<string, string>, readyWithinMs = 60_000): Promise<KitlyProcess> {
  const port = await findFreePort()
  let output = ''
  const child = spawn(process.execPath, [KITLY_BIN, 'start'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WATCH_DIGEST_EVERY: 'off',
      ...env,
    },
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + readyWithinMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Kitly exited with ${child.exitCode}:\n${output}`)
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return { child, baseUrl, output: () => output, exited }
    await delay(200)
  }
  child.kill('SIGKILL')
  throw new Error(`Kitly did not become ready:\n${output}`)
}

/** Sends SIGTERM and resolves to the exit code. */
export function stopKitly(kitly: KitlyProcess): Promise<number | null> {
  kitly.child.kill('SIGTERM')
  return kitly.exited
}
