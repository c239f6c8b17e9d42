/**
 * A tool's tasks as the admin form edits them: the tasks to pick from, the check that picked slugs exist,
 * and the write that makes the form's list the tool's list, every task reviewed (an admin chose it).
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { badRequest } from '../../../lib/http-errors.ts'
import { TaskOptionSchema } from './schemas.ts'

export function listTaskOptions(db: DatabaseConnection) {
  return db.any(sql.type(TaskOptionSchema)`
    SELECT tk.slug, tk.name, c.name AS category_name
    FROM tasks tk LEFT JOIN categories c ON c.id = tk.category_id
    ORDER BY tk.name, tk.slug`)
}

const Slug = z.object({ slug: z.string() })

/** @throws HttpError 400 naming the slugs that are no task, on the form's `tasks` field. */
export async function checkTaskSlugs(db: DatabaseConnection, slugs: readonly string[]): Promise<void> {
  const known = new Set(
    await db.anyFirst(sql.type(Slug)`SELECT slug FROM tasks WHERE slug = ANY(${sql.array(slugs, 'text')})`),
  )
  const unknown = slugs.filter((slug) => !known.has(slug))
  if (unknown.length > 0) {
    const message = `Unknown ${unknown.length === 1 ? 'task' : 'tasks'}: ${unknown.join(', ')}`
    badRequest(message, [{ field: 'tasks', message }])
  }
}

/** The tool does exactly these tasks, all reviewed; tasks it keeps become reviewed too. */
export async function setToolTasks(db: DatabaseConnection, toolId: number, slugs: readonly string[]): Promise<void> {
  const given = sql.array(slugs, 'text')
  await db.query(sql.typeAlias('void')`
    DELETE FROM tool_tasks tt USING tasks tk
    WHERE tt.tool_id = ${toolId} AND tk.id = tt.task_id AND tk.slug <> ALL(${given})`)
  await db.query(sql.typeAlias('void')`
    INSERT INTO tool_tasks (tool_id, task_id, reviewed)
    SELECT ${toolId}, id, true FROM tasks WHERE slug = ANY(${given})
    ON CONFLICT (tool_id, task_id) DO UPDATE SET reviewed = true`)
}
