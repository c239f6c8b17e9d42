/**
 * SQL of the admin tutorials. A tool's tutorials are numbered 0, 1, 2… by `position`: every write that
 * changes which tutorials a tool has, or their order, first locks the tool (lockTutorialOrder), so two
 * admins editing the same tool's list take turns, then writes the whole order back.
 */

import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import type { TutorialFields } from '../../../content/tutorial-fields.ts'
import { insertValues, updateValues } from '../../../lib/column-values.ts'
import { whereAll } from '../../../lib/sql-where.ts'
import { AdminTutorialSchema, type ListAdminTutorialsQuery } from './schemas.ts'

const tutorialColumns = sql.fragment`
  tt.id, tt.tool_id, t.name AS tool_name, t.slug AS tool_slug, tt.title, tt.description, tt.difficulty_level,
  tt.duration_minutes, tt.video_url, tt.pdf_url, tt.position, tt.created_at, tt.updated_at,
  (SELECT count(*)::int FROM tool_tutorials others WHERE others.tool_id = tt.tool_id) AS tool_tutorial_count`
const fromTutorials = sql.fragment`FROM tool_tutorials tt JOIN tools t ON t.id = tt.tool_id`

export async function listAdminTutorials(db: DatabaseConnection, query: ListAdminTutorialsQuery) {
  const words = query.q ? `%${query.q}%` : null
  const where = whereAll([
    query.tool_id === undefined ? null : sql.fragment`tt.tool_id = ${query.tool_id}`,
    words === null ? null : sql.fragment`(tt.title ILIKE ${words} OR t.name ILIKE ${words})`,
  ])
  const total = await db.oneFirst(sql.type(z.object({ n: z.number() }))`
    SELECT count(*)::int AS n ${fromTutorials} ${where}`)
  const tutorials = await db.any(sql.type(AdminTutorialSchema)`
    SELECT ${tutorialColumns} ${fromTutorials} ${where}
    ORDER BY t.name, t.id, tt.position, tt.id
    LIMIT ${query.limit} OFFSET ${query.offset}`)
  return { total, tutorials }
}

export function findAdminTutorial(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(AdminTutorialSchema)`SELECT ${tutorialColumns} ${fromTutorials} WHERE tt.id = ${id}`)
}

/**
 * Locks tool `toolId`'s list of tutorials until the transaction ends; answers whether the tool exists.
 * NO KEY UPDATE: it waits for other writers of the list, never for readers or for rows that merely refer to the tool.
 */
export function lockTutorialOrder(db: DatabaseConnection, toolId: number) {
  return db.exists(sql.typeAlias('void')`SELECT FROM tools WHERE id = ${toolId} FOR NO KEY UPDATE`)
}

/** The tool of tutorial `id`, or null when there is no such tutorial. */
export function findTutorialTool(db: DatabaseConnection, id: number) {
  return db.maybeOneFirst(
    sql.type(z.object({ tool_id: z.number() }))`SELECT tool_id FROM tool_tutorials WHERE id = ${id}`,
  )
}

/** The ids of tool `toolId`'s tutorials, in their order. */
export function listTutorialOrder(db: DatabaseConnection, toolId: number) {
  return db.anyFirst(sql.typeAlias('id')`
    SELECT id FROM tool_tutorials WHERE tool_id = ${toolId} ORDER BY position, id`)
}

/** Numbers the tutorials `ids` (all of one tool) 0, 1, 2… in that order; rows already in place are left alone. */
export async function writeTutorialOrder(db: DatabaseConnection, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db.query(sql.typeAlias('void')`
    UPDATE tool_tutorials tt SET position = o.position - 1
    FROM unnest(${sql.array([...ids], 'int4')}) WITH ORDINALITY AS o (id, position)
    WHERE tt.id = o.id AND tt.position <> o.position - 1`)
}

type TutorialRow = TutorialFields & { tool_id: number }

const columnValues = (tutorial: TutorialRow) => ({
  tool_id: tutorial.tool_id,
  title: tutorial.title,
  description: tutorial.description,
  difficulty_level: tutorial.difficulty_level,
  duration_minutes: tutorial.duration_minutes,
  video_url: tutorial.video_url,
  pdf_url: tutorial.pdf_url,
})

/** Adds the tutorial after the tool's others; the caller holds the tool's order lock. */
export function insertTutorial(db: DatabaseConnection, tutorial: TutorialRow) {
  return db.oneFirst(sql.typeAlias('id')`
    INSERT INTO tool_tutorials ${insertValues({
      ...columnValues(tutorial),
      position: sql.fragment`(SELECT count(*) FROM tool_tutorials WHERE tool_id = ${tutorial.tool_id})`,
    })}
    RETURNING id`)
}

const PreviousPdf = z.object({ pdf_url: z.string().nullable() })

/** Saves the fields; answers the PDF the tutorial had before (its stored file may now be unused). */
export function updateTutorial(db: DatabaseConnection, id: number, tutorial: TutorialRow) {
  // The FROM's subquery reads the row as it was before this statement.
  return db.oneFirst(sql.type(PreviousPdf)`
    UPDATE tool_tutorials SET ${updateValues(columnValues(tutorial))}
    FROM (SELECT pdf_url FROM tool_tutorials WHERE id = ${id}) AS previous
    WHERE id = ${id} RETURNING previous.pdf_url`)
}

const Deleted = z.object({ title: z.string(), tool_id: z.number(), pdf_url: z.string().nullable() })

export function deleteTutorial(db: DatabaseConnection, id: number) {
  return db.maybeOne(sql.type(Deleted)`DELETE FROM tool_tutorials WHERE id = ${id} RETURNING title, tool_id, pdf_url`)
}
