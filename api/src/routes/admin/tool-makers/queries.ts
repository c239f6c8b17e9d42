/** SQL of a tool's verified maker, as the admins see and change it. */
import { type DatabaseConnection, sql } from '@kitly/db'
import { ToolMakerSchema } from './schemas.ts'

const MakerRow = ToolMakerSchema.shape.maker.unwrap()

export async function findToolMaker(db: DatabaseConnection, toolId: number) {
  const maker = await db.maybeOne(sql.type(MakerRow)`
    SELECT m.user_id, u.email, u.name, m.source, m.verified_at
    FROM tool_makers m JOIN users u ON u.id = m.user_id WHERE m.tool_id = ${toolId}`)
  return { maker }
}

/** Makes `userId` the tool's verified maker, in place of any other. */
export async function setToolMaker(db: DatabaseConnection, toolId: number, userId: number): Promise<void> {
  await db.query(sql.typeAlias('void')`
    INSERT INTO tool_makers (tool_id, user_id, source) VALUES (${toolId}, ${userId}, 'admin')
    ON CONFLICT (tool_id) DO UPDATE SET user_id = excluded.user_id, source = 'admin', verified_at = now()`)
}

/** Removes the tool's verified maker; answers who it was, or null when it had none. */
export function deleteToolMaker(db: DatabaseConnection, toolId: number) {
  return db.maybeOneFirst(sql.typeAlias('id')`
    DELETE FROM tool_makers WHERE tool_id = ${toolId} RETURNING user_id AS id`)
}
