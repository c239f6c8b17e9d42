/**
 * The tasks column of the tool import. A row's slugs must name tasks (else the row is refused); a row without
 * tasks gets tasks suggested from its own words by the kit planner's matching (@kitly/search/recommender),
 * stored unreviewed until an admin confirms them in the tool form. Suggesting is per row in memory, as rows
 * stream in; writing is one set-based statement per step, after the tools are written.
 */
import { compileTaskData, ProjectType, suggestToolTasks, Task, type TaskData } from '@kitly/search/recommender'
import type { CopySession } from './copy-session.ts'
import type { StagedTool } from './tool-rows.ts'

/** The task vocabulary as the import's own transaction sees it. */
export async function readImportTaskData(session: CopySession): Promise<TaskData> {
  const [tasks, projectTypes] = await Promise.all([
    // tool_count is the planner's ranking input; matching words to tasks does not use it.
    session.rows(
      Task,
      `SELECT tk.id, tk.slug, tk.name, c.slug AS category_slug, tk.synonyms, tk.triggers, 0 AS tool_count
       FROM tasks tk LEFT JOIN categories c ON c.id = tk.category_id ORDER BY tk.slug`,
    ),
    session.rows(ProjectType, 'SELECT slug, name, triggers, steps FROM project_types ORDER BY slug'),
  ])
  return compileTaskData(tasks, projectTypes)
}

export type RowTasks = { slugs: string[]; suggested: boolean }

/** The row's tasks: the ones it names, or suggestions when it names none; or why the row is refused. */
export function rowTasks(tool: StagedTool, data: TaskData): RowTasks | { error: string } {
  if (tool.tasks === undefined) return { slugs: suggestToolTasks(tool, data), suggested: true }
  const unknown = tool.tasks.filter((slug) => !data.tasksBySlug.has(slug))
  if (unknown.length > 0) return { error: `Unknown ${unknown.length === 1 ? 'task' : 'tasks'}: ${unknown.join(', ')}` }
  return { slugs: tool.tasks, suggested: false }
}

/**
 * Tags the written tools with their rows' tasks. A row's own tasks replace the list of a tool it updates;
 * tasks the tool already had keep their review state (so an exported file imports back unchanged), new ones
 * are reviewed (an admin wrote them). Suggestions go only to tools that have no task at all, unreviewed.
 */
export async function writeImportedTasks(session: CopySession): Promise<void> {
  await session.run(`
    DELETE FROM tool_tasks tt USING tool_import s, tasks tk
    WHERE tt.tool_id = s.target_id AND NOT s.tasks_suggested AND tk.id = tt.task_id AND tk.slug <> ALL(s.task_slugs)`)
  // New tools are found by slug: the insert wrote each row's slug as it is.
  await session.run(`
    WITH written AS (
      SELECT s.target_id AS tool_id, s.task_slugs, s.tasks_suggested FROM tool_import s WHERE s.target_id IS NOT NULL
      UNION ALL
      SELECT t.id, s.task_slugs, s.tasks_suggested
      FROM tool_import s JOIN tools t ON t.slug = s.slug WHERE s.target_id IS NULL
    )
    INSERT INTO tool_tasks (tool_id, task_id, reviewed)
    SELECT w.tool_id, tk.id, NOT w.tasks_suggested
    FROM written w CROSS JOIN LATERAL unnest(w.task_slugs) AS u(slug) JOIN tasks tk ON tk.slug = u.slug
    WHERE NOT (w.tasks_suggested AND EXISTS (SELECT 1 FROM tool_tasks o WHERE o.tool_id = w.tool_id))
    ON CONFLICT (tool_id, task_id) DO NOTHING`)
}
