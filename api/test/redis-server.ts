/**
 * A throw-away Redis for the rate-limit tests: Debian's redis-server (installed by .ci/run) on a free
 * loopback port, no persistence. Null when the binary is missing, which CI treats as a failure.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findFreePort } from '@kitly/db/free-port'
import { Redis } from 'ioredis'

const REDIS_SERVER = '/usr/bin/redis-server'

export type TestRedis = { url: string; stop(): Promise<void> }

export async function startTestRedis(): Promise<TestRedis | null> {
  if (!existsSync(REDIS_SERVER)) {
    if (process.env.CI === 'true') throw new Error(`${REDIS_SERVER} is missing: .ci/run installs it (redis-server)`)
    return null
  }
  const port = await findFreePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  const url = `redis://127.0.0.1:${port}`
  await waitUntilReady(url)
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/** Polls until redis-server accepts a PING, with a fresh client per try (ioredis would otherwise keep retrying). */
async function waitUntilReady(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    probe.on('error', () => {})
    try {
      await probe.connect()
      await probe.ping()
      return
    } catch (error) {
      if (attempt >= 100) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      probe.disconnect()
    }
  }
}
