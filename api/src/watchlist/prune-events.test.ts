/** The digest job prunes tool_change_events no digest can still need, against a real Postgres. */
import { sql } from '@kitly/db'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp } from '../../test/build-test-app.ts'
import { createTool, createUser } from '../../test/factories.ts'
import { sendWatchDigests } from './send-digests.ts'

const app = await buildTestApp()
afterAll(() => app.close())

const DAY_MS = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

/** `count` status changes of the tool at `at`; answers their ids. */
const addEvents = (toolId: number, at: Date, count = 1) =>
  app.db.manyFirst(sql.type(z.object({ id: z.number() }))`
    INSERT INTO tool_change_events (tool_id, kind, old_value, new_value, changed_at)
    SELECT ${toolId}, 'status', '"active"', '"inactive"', ${sql.timestamp(at)} FROM generate_series(1, ${count})
    RETURNING id`)

const remaining = (ids: readonly number[]) =>
  app.db.anyFirst(sql.type(z.object({ id: z.number() }))`
    SELECT id FROM tool_change_events WHERE id = ANY(${sql.array(ids, 'int8')}) ORDER BY id`)

/** A verified user following `toolId` since `since`. */
async function followerSince(toolId: number, since: Date) {
  const user = await createUser(app.db)
  await app.db.query(sql.typeAlias('void')`UPDATE users SET email_verified_at = now() WHERE id = ${user.id}`)
  await app.db.query(sql.typeAlias('void')`
    INSERT INTO saved_tools (user_id, tool_id, created_at) VALUES (${user.id}, ${toolId}, ${sql.timestamp(since)})`)
  return user
}

describe('pruning change events', () => {
  it('deletes month-old events in batches and keeps recent ones and those a digest has yet to mail', async () => {
    const unfollowed = await createTool(app.db, { name: 'Oldnews' })
    const backlog = await addEvents(unfollowed.id, daysAgo(90), 2_500)
    const recent = await addEvents(unfollowed.id, daysAgo(29))

    // Mailed a digest yesterday, so not due today; its cursor is before this old change.
    const followed = await createTool(app.db, { name: 'Followed' })
    const waiting = await followerSince(followed.id, daysAgo(120))
    const notYetMailed = await addEvents(followed.id, daysAgo(60))
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO watch_digests (user_id, last_sent_at, last_event_id) VALUES (${waiting.id}, ${sql.timestamp(daysAgo(0.5))}, 0)`)

    // Due now: the run queues their digest, and the event stays until that mail has left the queue.
    const queuedTool = await createTool(app.db, { name: 'Queued' })
    await followerSince(queuedTool.id, daysAgo(120))
    const inQueue = await addEvents(queuedTool.id, daysAgo(45))

    await sendWatchDigests(app.db)
    expect(await remaining(backlog)).toEqual([])
    expect(await remaining([...recent, ...notYetMailed, ...inQueue])).toEqual([...recent, ...notYetMailed, ...inQueue])

    // Once the queued digest is sent (the worker deletes its row), nothing needs the old event any more.
    await app.db.query(sql.typeAlias('void')`DELETE FROM mail_outbox WHERE kind = 'watch_digest'`)
    await sendWatchDigests(app.db)
    expect(await remaining(inQueue)).toEqual([])
    expect(await remaining([...recent, ...notYetMailed])).toEqual([...recent, ...notYetMailed])
  })

  it('keeps an old event for a follower whose last digest has not covered it, even a month later', async () => {
    const tool = await createTool(app.db, { name: 'Slowpoke' })
    const user = await followerSince(tool.id, daysAgo(100))
    const [first, second] = await addEvents(tool.id, daysAgo(80), 2)
    // Their last digest covered the first change only, and went out an hour ago (so none is due now).
    await app.db.query(sql.typeAlias('void')`
      INSERT INTO watch_digests (user_id, last_sent_at, last_event_id)
      VALUES (${user.id}, ${sql.timestamp(new Date(Date.now() - 3_600_000))}, ${first ?? 0})`)
    await sendWatchDigests(app.db)
    expect(await remaining([first ?? 0, second ?? 0])).toEqual([second])
  })
})
