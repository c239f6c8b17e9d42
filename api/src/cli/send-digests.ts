/**
 * `kitly send-digests`: runs the watch digest job once (as the server does every WATCH_DIGEST_EVERY) and sends what
 * it queued. Works while Kitly serves: it attaches to the running embedded database, and the queue's row locks keep
 * the server's mail worker and this one from sending the same message.
 */
import { migrateDatabase } from '@kitly/db'
import { openDatabase } from '@kitly/db/connect'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { sendWatchDigests } from '../watchlist/send-digests.ts'

export async function sendDigestsCommand(): Promise<number> {
  const config = loadConfig()
  const database = await openDatabase(config, { attach: true })
  try {
    await migrateDatabase(database.url)
    const app = await buildApp({ ...config, databaseUrl: database.url, LOG_LEVEL: 'warn', WATCH_DIGEST_EVERY: null })
    try {
      const queued = await sendWatchDigests(app.db)
      if (queued === null) {
        console.log('Another Kitly instance is sending watch digests right now: nothing to do.')
        return 0
      }
      await app.mail.drain()
      console.log(queued === 1 ? 'Sent 1 watch digest.' : `Sent ${queued} watch digests.`)
      return 0
    } finally {
      await app.close()
    }
  } finally {
    await database.stop()
  }
}
