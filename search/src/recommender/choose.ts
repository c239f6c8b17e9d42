/**
 * Choosing a tool per planned step: the candidates are the tools tagged with the step's task; a tool
 * whose few tasks include this one beats a generalist, then quality (rating with a Bayesian prior, saves,
 * clicks, and the editorial notability that leads "popular" order before those exist) decides, within the budget and complexity rules. No tool serves two steps; each step keeps its
 * next best tools as alternatives the visitor can swap in.
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'
import { CandidateTool } from './candidates.ts'
import type { Budget, Complexity } from './kit-schemas.ts'
import type { PlannedStep } from './plan.ts'
import type { Task, TaskData } from './task-data.ts'

export type Preferences = { budget: Budget; complexity: Complexity; kitSize: number }

/** A tool as a step weighs it: the candidate plus how many tasks it does and where this one is in its list. */
const CandidateRow = CandidateTool.extend({
  task_id: z.number(),
  /** Every task the tool does (reviewed tags). */
  task_ids: z.array(z.number()),
  saves: z.number(),
})
export type StepCandidate = z.infer<typeof CandidateRow> & {
  /** The tool's tasks (a generalist has many). */
  task_count: number
  /** This task's place among the tool's tasks, rarest first (0 = the most specific thing it does). */
  task_position: number
}

export type ChosenTool = { tool: StepCandidate; reason: string; score: number }
export type ChosenStep = { task: Task; source: PlannedStep['source']; pick: ChosenTool; alternatives: ChosenTool[] }

/**
 * The task that stands in when a step's own task has no tool in the catalog (writing a job description):
 * a general assistant does it today.
 */
export const GENERAL_TASK = 'answer-questions'
const ALTERNATIVES = 2

/**
 * The active tools of the given tasks, with what ranking them needs. A tool's tasks are ordered by how many
 * tools do each (from the task data): the rarer a task, the more it is what this tool is for.
 */
export async function findStepCandidates(
  db: CommonQueryMethods,
  taskIds: readonly number[],
  data: TaskData,
): Promise<Map<number, StepCandidate[]>> {
  const byTask = new Map<number, StepCandidate[]>()
  if (taskIds.length === 0) return byTask
  const rows = await db.any(sql.type(CandidateRow)`
    SELECT t.id, t.name, t.slug, t.logo_url, t.category_id, t.category_name, c.slug AS category_slug,
           t.pricing_model, t.is_paid, t.is_featured, t.short_description, t.rating, t.review_count, t.tags,
           t.website_url, t.click_count, t.notability, left(split_part(t.description, E'\n\n', 1), 600) AS description, tt.task_id,
           (SELECT array_agg(o.task_id ORDER BY o.task_id) FROM tool_tasks o WHERE o.tool_id = t.id AND o.reviewed)
             AS task_ids,
           (SELECT count(*)::int FROM saved_tools s WHERE s.tool_id = t.id) AS saves
    FROM tool_tasks tt JOIN tools t ON t.id = tt.tool_id LEFT JOIN categories c ON c.id = t.category_id
    WHERE tt.task_id = ANY(${sql.array([...taskIds], 'int4')}) AND tt.reviewed AND t.status = 'active'
      AND t.discontinued_at IS NULL`)
  const toolCount = new Map(data.tasks.map((task) => [task.id, task.tool_count]))
  for (const row of rows) {
    const order = [...row.task_ids].sort((a, b) => (toolCount.get(a) ?? 0) - (toolCount.get(b) ?? 0) || a - b)
    const candidate = { ...row, task_count: row.task_ids.length, task_position: order.indexOf(row.task_id) }
    byTask.set(row.task_id, [...(byTask.get(row.task_id) ?? []), candidate])
  }
  return byTask
}

/**
 * One tool per step, in the plan's order, until the kit has its size; a step no tool can serve (the budget
 * or complexity rules leave none, or its tools serve earlier steps) gives way to the next. Steps with fewer
 * candidates choose first, so a generalist that could serve several steps does not take a scarce step's only tool.
 */
export function chooseTools(
  steps: readonly PlannedStep[],
  candidates: ReadonlyMap<number, readonly StepCandidate[]>,
  preferences: Preferences,
  data: TaskData,
): ChosenStep[] {
  const general = data.tasksBySlug.get(GENERAL_TASK)
  const ranked = steps.map((step) => {
    const own = candidates.get(step.task.id) ?? []
    const standIn = own.length === 0 && general ? (candidates.get(general.id) ?? []) : []
    const options = [...own, ...standIn]
      .filter((tool) => fitsBudget(tool, preferences.budget))
      .filter((tool) => !(preferences.complexity === 'beginner' && isDeveloperTool(tool)))
      .map((tool) => ({ tool, score: scoreFor(tool, step.task, preferences, standIn.length > 0) }))
      .sort((a, b) => b.score - a.score || a.tool.id - b.tool.id)
    return { step, options, standIn: standIn.length > 0 }
  })
  // Steps that can be served, in plan order; one general assistant in a kit helps, several only repeat it,
  // so stand-in steps after the first wait until the other steps are served.
  const served = ranked.filter((entry) => entry.options.length > 0)
  const firstStandIn = served.find((entry) => entry.standIn)
  const wanted = [
    ...served.filter((entry) => !entry.standIn || entry === firstStandIn),
    ...served.filter((entry) => entry.standIn && entry !== firstStandIn),
  ]
  const used = new Set<number>()
  const picks = new Map<PlannedStep, ChosenTool>()
  // The plan's order decides which steps are in the kit; within each batch of steps the scarcest choose first.
  for (let next = 0; picks.size < preferences.kitSize && next < wanted.length; ) {
    const batch = wanted.slice(next, next + preferences.kitSize - picks.size)
    next += batch.length
    for (const entry of [...batch].sort((a, b) => a.options.length - b.options.length)) {
      const best = entry.options.find((option) => !used.has(option.tool.id))
      if (!best) continue
      used.add(best.tool.id)
      picks.set(entry.step, { ...best, reason: reasonFor(entry.step.task, best.tool, entry.standIn) })
    }
  }
  // Too few steps the catalog can serve: the steps' own next best tools fill the kit (a second tool for a
  // step is still on the goal; a tool for some other task would not be).
  const seconds = new Map<PlannedStep, ChosenTool>()
  for (const entry of wanted) {
    if (picks.size + seconds.size >= preferences.kitSize) break
    if (!picks.has(entry.step) || entry.standIn) continue
    const next = entry.options.find((option) => !used.has(option.tool.id))
    if (!next) continue
    used.add(next.tool.id)
    seconds.set(entry.step, { ...next, reason: reasonFor(entry.step.task, next.tool, false) })
  }
  const result: ChosenStep[] = []
  const offered = new Set(used)
  for (const entry of ranked) {
    for (const pick of [picks.get(entry.step), seconds.get(entry.step)]) {
      if (!pick) continue
      const alternatives = entry.options
        .filter((option) => !offered.has(option.tool.id))
        .slice(0, ALTERNATIVES)
        .map((option) => ({ ...option, reason: reasonFor(entry.step.task, option.tool, entry.standIn) }))
      for (const alternative of alternatives) offered.add(alternative.tool.id)
      result.push({ task: entry.step.task, source: entry.step.source, pick, alternatives })
    }
  }
  return result
}

/**
 * A task's tools, best first, ranked as a kit step ranks them (task fit, then quality) with the neutral
 * preferences (any budget, intermediate); empty for a task no tool does.
 */
export async function rankTaskTools(db: CommonQueryMethods, task: Task, data: TaskData): Promise<StepCandidate[]> {
  const candidates = (await findStepCandidates(db, [task.id], data)).get(task.id) ?? []
  const neutral: Preferences = { budget: 'mixed', complexity: 'intermediate', kitSize: 0 }
  return candidates
    .map((tool) => ({ tool, score: scoreFor(tool, task, neutral, false) }))
    .sort((a, b) => b.score - a.score || a.tool.id - b.tool.id)
    .map(({ tool }) => tool)
}

/** The average rating a tool is assumed to have before its reviews say otherwise, and how many reviews that counts as. */
const PRIOR_RATING = 3.8
const PRIOR_REVIEWS = 5

/** A rating pulled toward the prior until enough reviews back it (1 review of 5 stars is not 500 of 4.6). */
export function bayesianRating(rating: number, reviews: number): number {
  return (PRIOR_RATING * PRIOR_REVIEWS + rating * reviews) / (PRIOR_REVIEWS + reviews)
}

function scoreFor(tool: StepCandidate, task: Task, preferences: Preferences, standIn: boolean): number {
  // Task fit: the fewer tasks a tool does, the more this one is its job; its first task most of all.
  // Standing in for a task no tool specialises in, the broadest assistant fits best.
  const fit = standIn ? 0.2 * tool.task_count : 1.5 / Math.sqrt(tool.task_count) + (tool.task_position === 0 ? 0.3 : 0)
  const inField = tool.category_slug !== null && tool.category_slug === task.category_slug
  const category = inField ? 0.3 : 0
  // Notability says a tool is widely known in its own field, as "popular" order uses it within a category: a famous
  // assistant is not thereby the best translator.
  const quality =
    0.6 * (bayesianRating(tool.rating, tool.review_count) - PRIOR_RATING) +
    0.1 * Math.log1p(tool.saves) +
    0.05 * Math.log1p(tool.click_count) +
    (inField ? 0.05 * tool.notability : 0) +
    (tool.is_featured ? 0.15 : 0)
  let score = fit + category + quality
  const developer = isDeveloperTool(tool)
  const technical = task.category_slug === 'coding' || task.category_slug === 'ai-platforms'
  if (preferences.complexity === 'beginner' && isNoCodeTool(tool)) score += 0.3
  if (preferences.complexity === 'intermediate' && developer && !technical) score -= 1.2
  if (preferences.complexity === 'advanced' && developer) score += technical ? 0.4 : -0.2
  // Mixed kits still prefer tools whose pricing a visitor can check.
  if (preferences.budget === 'mixed' && tool.pricing_model === null) score -= 0.1
  return score
}

/** "Translate a menu: DeepL translates text and documents …": the step, then what the tool does for it. */
function reasonFor(task: Task, tool: StepCandidate, standIn: boolean): string {
  const does = tool.short_description.trim().replace(/\s+/g, ' ')
  if (standIn) {
    return `${task.name}: no tool in the catalog specialises in this yet; ${tool.name} is a general assistant that can do it. ${does}`
  }
  return `${task.name}: ${does}`
}

/**
 * Budgets and the catalog's unknown pricing (over half the seed catalog has none): a free kit is a promise
 * that nothing in it costs money, and a paid kit that everything in it is a product one pays for (or can),
 * so only a known Free or Freemium (free), or Paid or Freemium (paid), pricing keeps that promise. Tools of
 * unknown pricing are left to mixed kits, which promise nothing about price. (The directory's free/paid
 * filter, which counts unknown as free, is a coarser browsing aid; a kit says so when the rule leaves it short.)
 */
export function fitsBudget(tool: Pick<CandidateTool, 'pricing_model'>, budget: Budget): boolean {
  if (budget === 'free') return tool.pricing_model === 'Free' || tool.pricing_model === 'Freemium'
  if (budget === 'paid') return tool.pricing_model === 'Paid' || tool.pricing_model === 'Freemium'
  return true
}

const DEVELOPER_TAGS = new Set([
  'developer-tools',
  'api',
  'local',
  'local-llm',
  'local-llm-deployment',
  'running-llms-locally',
  'llmops',
  'langchain',
  'ai-engineering',
  'models',
  'model-libraries',
  'playground',
  'playgrounds',
  'leaderboard',
  'leaderboards',
  'everything-to-markdown-to-llms',
  'embeddings-and-semantic-search',
  'large-language-models-llms',
  'stable-diffusion-resources',
])
const DEVELOPER_HOSTS = /^https?:\/\/([a-z0-9-]+\.)*(github\.com|gitlab\.com|huggingface\.co|pypi\.org|npmjs\.com)\//i
const DEVELOPER_WORDS =
  /\b(api|apis|sdk|cli|library|libraries|framework|python|typescript|self-hosted|command line|terminal|open-source model|inference|fine-tun\w*|docker|kubernetes|npm|pip install)\b/i
const NO_CODE = /\b(no[- ]code|without (any )?cod(e|ing)|drag[- ]and[- ]drop|one[- ]click|no technical)\b/i
const NO_CODE_TAGS = new Set(['no-code', 'browser-extension', 'mobile-app', 'chatgpt-extensions'])

type ToolSignals = Pick<CandidateTool, 'tags' | 'short_description' | 'description' | 'website_url'>

/** Needs a developer to set up or use: code hosting, an API or SDK, a local model runner. */
export function isDeveloperTool(tool: ToolSignals): boolean {
  if (tool.tags.some((tag) => NO_CODE_TAGS.has(tag)) || NO_CODE.test(tool.short_description)) return false
  return (
    tool.tags.some((tag) => DEVELOPER_TAGS.has(tag)) ||
    DEVELOPER_HOSTS.test(tool.website_url) ||
    DEVELOPER_WORDS.test(`${tool.short_description} ${tool.description}`)
  )
}

export function isNoCodeTool(tool: ToolSignals): boolean {
  return tool.tags.some((tag) => NO_CODE_TAGS.has(tag)) || NO_CODE.test(`${tool.short_description} ${tool.description}`)
}
