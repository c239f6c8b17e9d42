/**
 * The kit planner's vocabulary from the database (tables of migration 0031, seeded from
 * db/data/catalog): tasks, project types, and how many active tools do each task, compiled into a
 * phrase index for reading goals.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'
import { phraseStems } from './text.ts'

export const Task = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  category_slug: z.string().nullable(),
  synonyms: z.array(z.string()),
  triggers: z.array(z.string()),
  /** Active tools tagged with the task (reviewed tags only). */
  tool_count: z.number(),
})
export type Task = z.infer<typeof Task>

export const ProjectType = z.object({
  slug: z.string(),
  name: z.string(),
  triggers: z.array(z.string()),
  steps: z.array(z.string()),
})
export type ProjectType = z.infer<typeof ProjectType>

/** A phrase of the goal that names a task or a project. */
export type PlannerPhrase =
  | { kind: 'task'; stems: string[]; task: Task }
  | { kind: 'project'; stems: string[]; project: ProjectType }

export type TaskData = {
  tasks: readonly Task[]
  tasksBySlug: ReadonlyMap<string, Task>
  projectTypes: readonly ProjectType[]
  /** Phrases by their first stem. */
  phraseIndex: ReadonlyMap<string, readonly PlannerPhrase[]>
}

/**
 * Words that change nothing about what a phrase asks for ("translate my menu" is "translate menu"):
 * left out of phrases and goals alike before matching.
 */
export const FILLER_STEMS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'its',
  'some',
  'this',
  'these',
  'those',
])

export const withoutFillers = (stems: readonly string[]) => stems.filter((s) => !FILLER_STEMS.has(s))

export function compileTaskData(tasks: readonly Task[], projectTypes: readonly ProjectType[]): TaskData {
  const index = new Map<string, PlannerPhrase[]>()
  const add = (phrase: string, entry: (stems: string[]) => PlannerPhrase) => {
    const stems = withoutFillers(phraseStems(phrase))
    const first = stems[0]
    if (first === undefined) return
    const list = index.get(first) ?? []
    // One entry per phrase and target: a name often repeats a trigger.
    const made = entry(stems)
    const target = (p: PlannerPhrase) => (p.kind === 'task' ? p.task.slug : `project:${p.project.slug}`)
    if (!list.some((p) => target(p) === target(made) && p.stems.join(' ') === stems.join(' '))) list.push(made)
    index.set(first, list)
  }
  for (const task of tasks) {
    for (const phrase of [task.name, ...task.synonyms, ...task.triggers]) {
      add(phrase, (stems) => ({ kind: 'task', stems, task }))
    }
  }
  for (const project of projectTypes) {
    for (const phrase of [project.name, ...project.triggers]) {
      add(phrase, (stems) => ({ kind: 'project', stems, project }))
    }
  }
  return {
    tasks,
    tasksBySlug: new Map(tasks.map((task) => [task.slug, task])),
    projectTypes,
    phraseIndex: index,
  }
}

const TTL_MS = 60_000
let cache = new WeakMap<object, { at: number; data: Promise<TaskData> }>()

/** Makes the next loadTaskData read the tables again: the benchmark adds and removes the seed's tasks. */
export function forgetTaskData(): void {
  cache = new WeakMap()
}

/** The task data, read at most once a minute per database (it changes with the catalog's seed, rarely). */
export function loadTaskData(db: CommonQueryMethods): Promise<TaskData> {
  const cached = cache.get(db)
  if (cached && Date.now() - cached.at < TTL_MS) return cached.data
  const data = Promise.all([
    db.any(sql.type(Task)`
      SELECT tk.id, tk.slug, tk.name, c.slug AS category_slug, tk.synonyms, tk.triggers,
             (SELECT count(*)::int FROM tool_tasks tt JOIN tools t ON t.id = tt.tool_id
              WHERE tt.task_id = tk.id AND tt.reviewed AND t.status = 'active' AND t.discontinued_at IS NULL) AS tool_count
      FROM tasks tk LEFT JOIN categories c ON c.id = tk.category_id
      ORDER BY tk.slug`),
    db.any(sql.type(ProjectType)`SELECT slug, name, triggers, steps FROM project_types ORDER BY slug`),
  ]).then(([tasks, projectTypes]) => compileTaskData(tasks, projectTypes))
  cache.set(db, { at: Date.now(), data })
  data.catch(() => cache.delete(db))
  return data
}
