/**
 * The link checker inside the server: every LINK_CHECK_EVERY (unset: never), a check of every listed tool's link. When several
 * instances share the database, an advisory lock lets one of them run each check; the others skip that turn.
 */
import { type DatabasePool, sql } from '@kitly/db'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import { runEvery } from '../lib/run-every.ts'
import { checkAllLinks, type LinkCheckOptions, type LinkCheckSummary } from './check-links.ts'

// Any constant works; it only has to be the same for every Kitly process (and differ from the other locks').
export const LINK_CHECK_LOCK_KEY = 0x6b69746c796c // "kitlyl"

const Locked = z.object({ locked: z.boolean() })
const Unlocked = z.object({ unlocked: z.boolean() })

/** Checks every link now; null when another instance is checking. */
export function runLockedLinkCheck(db: DatabasePool, options: LinkCheckOptions): Promise<LinkCheckSummary | null> {
  // A session lock on one connection of the pool, released on that connection before it goes back.
  return db.connect(async (connection) => {
    const locked = await connection.oneFirst(sql.type(Locked)`
      SELECT pg_try_advisory_lock(${LINK_CHECK_LOCK_KEY}) AS locked`)
    if (!locked) return null
    try {
      return await checkAllLinks(db, options)
    } finally {
      await connection.query(sql.type(Unlocked)`SELECT pg_advisory_unlock(${LINK_CHECK_LOCK_KEY}) AS unlocked`)
    }
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How the link checker asks sites (the admins' "Check now" uses it too). */
    linkChecks: LinkCheckOptions
  }
}

/** Decorates the app with the checker's options and, given `everyMs`, checks every link that often. */
const linkChecksPlugin: FastifyPluginAsync<{ check: LinkCheckOptions; everyMs: number | undefined }> = async (
  app,
  { check, everyMs },
) => {
  app.decorate('linkChecks', check)
  if (everyMs === undefined) return
  let running = false
  const run = async () => {
    // A check slower than the interval is not started twice by this instance.
    if (running) return
    running = true
    try {
      const summary = await runLockedLinkCheck(app.db, check)
      if (summary) app.log.info(summary, 'scheduled link check done')
    } catch (error) {
      app.log.error({ err: error }, 'scheduled link check failed')
    } finally {
      running = false
    }
  }
  runEvery(app, everyMs, run)
}

export default fp(linkChecksPlugin, { name: 'link-checks', dependencies: ['database'] })
