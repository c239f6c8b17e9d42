/**
 * The Magic Kit Builder's task data shipped beside the seed catalog (tasks.json, project-types.json,
 * tool-tasks.json; see db/data/catalog/README.md), loaded in the seed's transaction.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type DatabaseTransactionConnection, sql } from '../sql.ts'
import { CATALOG_DIR } from './catalog.ts'

const TaskEntry = z.object({
  slug: z.string(),
  name: z.string(),
  category_slug: z.string(),
  synonyms: z.array(z.string()),
  triggers: z.array(z.string()),
})

const ProjectTypeEntry = z.object({
  slug: z.string(),
  name: z.string(),
  triggers: z.array(z.string()),
  steps: z.array(z.string()),
})

export function readTaskData() {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(CATALOG_DIR, file), 'utf8'))
  return {
    tasks: z.array(TaskEntry).parse(read('tasks.json')),
    projectTypes: z.array(ProjectTypeEntry).parse(read('project-types.json')),
    toolTasks: z.record(z.string(), z.array(z.string())).parse(read('tool-tasks.json')),
  }
}

const Count = z.object({ count: z.number() })

/**
 * Inserts the tasks, project types and tool tags; rows already there are left as they are, and tags of
 * tools no longer in the catalog are skipped.
 */
export async function insertTaskData(tx: DatabaseTransactionConnection) {
  const { tasks, projectTypes, toolTasks } = readTaskData()
  const insertedTasks = await tx.oneFirst(sql.type(Count)`
    WITH inserted AS (
      INSERT INTO tasks (slug, name, category_id, synonyms, triggers)
      SELECT t.slug, t.name, c.id, t.synonyms, t.triggers
      FROM jsonb_to_recordset(${sql.jsonb(tasks)})
        AS t(slug text, name text, category_slug text, synonyms text[], triggers text[])
      LEFT JOIN categories c ON c.slug = t.category_slug
      ON CONFLICT (slug) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM inserted`)
  const insertedProjectTypes = await tx.oneFirst(sql.type(Count)`
    WITH inserted AS (
      INSERT INTO project_types (slug, name, triggers, steps)
      SELECT p.slug, p.name, p.triggers, p.steps
      FROM jsonb_to_recordset(${sql.jsonb(projectTypes)}) AS p(slug text, name text, triggers text[], steps text[])
      ON CONFLICT (slug) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM inserted`)
  const pairs = Object.entries(toolTasks).flatMap(([tool, slugs]) => slugs.map((task) => ({ tool, task })))
  const insertedToolTasks = await tx.oneFirst(sql.type(Count)`
    WITH inserted AS (
      INSERT INTO tool_tasks (tool_id, task_id)
      SELECT tl.id, tk.id
      FROM jsonb_to_recordset(${sql.jsonb(pairs)}) AS p(tool text, task text)
      JOIN tools tl ON tl.slug = p.tool
      JOIN tasks tk ON tk.slug = p.task
      ON CONFLICT (tool_id, task_id) DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM inserted`)
  return { tasks: insertedTasks, projectTypes: insertedProjectTypes, toolTasks: insertedToolTasks }
}

/**
 * Gives each tool without search keywords its tasks' names, synonyms and trigger phrases as keywords (the
 * lowest-weighted part of its search document): visitors describe a need in words like these ("transcribe
 * meetings", "remove image backgrounds"), which the descriptions taken from the lists often lack. Keywords an admin
 * wrote are kept. task-data.test.ts checks the phrases fit the column's 2,000 characters.
 */
export async function addTaskKeywords(tx: DatabaseTransactionConnection): Promise<number> {
  return tx.oneFirst(sql.type(Count)`
    WITH keywords AS (
      SELECT tt.tool_id, string_agg(DISTINCT p.phrase, ', ') AS keywords
      FROM tool_tasks tt
      JOIN tasks tk ON tk.id = tt.task_id
      CROSS JOIN LATERAL unnest(ARRAY[tk.name] || tk.synonyms || tk.triggers) AS p(phrase)
      GROUP BY tt.tool_id
    ),
    updated AS (
      UPDATE tools t SET search_keywords = k.keywords
      FROM keywords k
      WHERE t.id = k.tool_id AND t.search_keywords = ''
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM updated`)
}
