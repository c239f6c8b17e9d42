/** SQL of following a tool (migrations/0067): a follow is a saved tool whose `following` is on. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'

const FollowState = z.object({ saved: z.boolean(), following: z.boolean() })

/**
 * Follows (saving the tool if it is not saved; only an active tool can be) or unfollows (keeping it saved) the
 * tool `toolId`. Answers whether it is saved and followed now.
 */
export async function setToolFollowing(db: DatabaseConnection, userId: number, toolId: number, following: boolean) {
  if (following) {
    await db.query(sql.typeAlias('void')`
      INSERT INTO saved_tools (user_id, tool_id, following)
      SELECT ${userId}, id, true FROM tools WHERE id = ${toolId} AND status = 'active'
      ON CONFLICT (user_id, tool_id) DO UPDATE SET following = true`)
  } else {
    await db.query(sql.typeAlias('void')`
      UPDATE saved_tools SET following = false WHERE user_id = ${userId} AND tool_id = ${toolId}`)
  }
  return (await findSavedState(db, userId, toolId)) ?? { saved: false, following: false }
}

/** Whether the user saved the tool (then `saved` is true) and follows it; null when it is not saved. */
export function findSavedState(db: DatabaseConnection, userId: number, toolId: number) {
  return db.maybeOne(sql.type(FollowState)`
    SELECT true AS saved, following FROM saved_tools WHERE user_id = ${userId} AND tool_id = ${toolId}`)
}
