/**
 * Tasks proposed for a tool from its own words, by the planner's matching (plan.ts `findMatches`): the tool's
 * name, summary, tags and the start of its description are read as a goal would be. Used where a tool
 * arrives without tasks (bulk imports); the proposals wait for an admin's review.
 */
import { findMatches } from './plan.ts'
import type { TaskData } from './task-data.ts'
import { tokenize } from './text.ts'

export type ToolText = { name: string; short_description: string; tags: readonly string[]; description?: string }

/** How many tasks a tool gets proposed: a tool is for a few jobs, and an admin reviews each one. */
export const MAX_SUGGESTED_TASKS = 3
/** The description's opening says what the tool is for; the rest (features, pricing, history) adds noise and time. */
const DESCRIPTION_CHARS = 300

/** Task slugs for the tool, the most often named first (then the earliest named), at most `limit`. */
export function suggestToolTasks(tool: ToolText, data: TaskData, limit = MAX_SUGGESTED_TASKS): string[] {
  if (data.tasks.length === 0) return []
  // Each part its own sentence, so no phrase reaches from the name into the summary.
  const text = [tool.name, tool.short_description, tool.tags.join(', '), tool.description?.slice(0, DESCRIPTION_CHARS)]
    .filter(Boolean)
    .join('. ')
  const tokens = tokenize(text)
  const found = findMatches({ tokens, inContext: [], hintTokens: new Set() }, data)
  const counts = new Map<string, number>()
  for (const match of found) {
    if (match.phrase.kind === 'task') counts.set(match.phrase.task.slug, (counts.get(match.phrase.task.slug) ?? 0) + 1)
  }
  // Map order is first-named order; the sort is stable, so ties keep it.
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([slug]) => slug)
}
