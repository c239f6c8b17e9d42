/** SQL of the public tutorials: only active tools' tutorials, each tool's in its admins' order. */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { toSafeHtml } from '../../content/safe-html.ts'
import { whereAll } from '../../lib/sql-where.ts'
import { type ListTutorialsQuery, TutorialListItemSchema, TutorialSchema } from './schemas.ts'

const tutorialColumns = sql.fragment`
  tt.id, tt.title, tt.description, tt.difficulty_level, tt.duration_minutes, tt.video_url, tt.pdf_url`

/** The description as sanitized HTML, rendered as it is read: the source stays the one thing stored. */
const withDescriptionHtml = <T extends { description: string }>(rows: readonly T[]) =>
  rows.map((row) => ({ ...row, description_html: row.description.trim() === '' ? '' : toSafeHtml(row.description) }))

export async function listTutorialsByTool(db: DatabaseConnection, toolId: number) {
  return withDescriptionHtml(
    await db.any(sql.type(TutorialSchema.omit({ description_html: true }))`
      SELECT ${tutorialColumns} FROM tool_tutorials tt WHERE tt.tool_id = ${toolId}
      ORDER BY tt.position, tt.id`),
  )
}

export async function listTutorials(db: DatabaseConnection, query: ListTutorialsQuery) {
  const from = sql.fragment`
    FROM tool_tutorials tt JOIN tools t ON t.id = tt.tool_id LEFT JOIN categories c ON c.id = t.category_id
    ${whereAll([
      // Listed tools only: the index offers tools to use, and a discontinued one's tutorials stay on its page.
      sql.fragment`t.status = 'active' AND t.discontinued_at IS NULL`,
      query.category ? sql.fragment`c.slug = ${query.category}` : null,
      query.difficulty ? sql.fragment`tt.difficulty_level = ${query.difficulty}` : null,
      query.task
        ? sql.fragment`EXISTS (SELECT FROM tool_tasks tk JOIN tasks k ON k.id = tk.task_id
                               WHERE tk.tool_id = t.id AND k.slug = ${query.task})`
        : null,
    ])}`
  const total = await db.oneFirst(sql.type(z.object({ n: z.number() }))`SELECT count(*)::int AS n ${from}`)
  const rows = await db.any(sql.type(TutorialListItemSchema.omit({ description_html: true }))`
    SELECT ${tutorialColumns}, t.name AS tool_name, t.slug AS tool_slug, t.logo_url AS tool_logo_url,
           c.name AS category_name, c.slug AS category_slug
    ${from}
    ORDER BY t.name, t.id, tt.position, tt.id
    LIMIT ${query.limit} OFFSET ${query.offset}`)
  return { total, tutorials: withDescriptionHtml(rows) }
}
