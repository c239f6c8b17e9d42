/** A job the server runs on a schedule: every `everyMs` from start until the app closes. */
import type { FastifyInstance } from 'fastify'

export function runEvery(app: FastifyInstance, everyMs: number, run: () => Promise<unknown>): void {
  const timer = setInterval(() => void run(), everyMs)
  // The schedule alone must not keep the process alive.
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
