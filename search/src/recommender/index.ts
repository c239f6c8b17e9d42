/**
 * The Magic Kit Builder's recommender: a goal in, a named kit of tools out, as steps (tasks) each with the
 * tool chosen for it, why, and alternatives. Deterministic (same catalog and goal, same kit); a language
 * model may reorder or propose the steps and name the kit when one is configured, and is never required.
 *
 * Steps: read the goal's preferences, subject and name (goal.ts, with the lexicon) → plan the steps from the
 * task data (plan.ts; the tools matching the goal's words stand in when it names no task, candidates.ts) →
 * choose a tool per step among the tools tagged with its task (choose.ts) → name and describe (naming.ts).
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { sql } from '../sql.ts'
import { kitCandidates, type RetrieveKitCandidates } from './candidates.ts'
import {
  type ChosenStep,
  type ChosenTool,
  chooseTools,
  findStepCandidates,
  GENERAL_TASK,
  type Preferences,
} from './choose.ts'
import { analyzeGoal, type GoalAnalysis } from './goal.ts'
import type { Budget, Complexity, KitNeedSummary, KitResult, KitSize, KitStep, KitTool } from './kit-schemas.ts'
import { defaultLexicon, type Lexicon } from './lexicon.ts'
import { type LlmLogger, type LlmOptions, refineWithLlm } from './llm.ts'
import { fallbackName, kitDescription, kitName, titleCase } from './naming.ts'
import { type PlannedStep, planSteps, relatedTasks, type StepSource } from './plan.ts'
import { loadTaskData, type Task, type TaskData } from './task-data.ts'

export { bayesianRating, fitsBudget, isDeveloperTool, rankTaskTools } from './choose.ts'
export { analyzeGoal } from './goal.ts'
export {
  BUDGETS,
  type Budget,
  COMPLEXITIES,
  type Complexity,
  KIT_SIZES,
  KitNeedSummary,
  KitResult,
  type KitSize,
  KitStep,
  KitTool,
} from './kit-schemas.ts'
export { defaultLexicon } from './lexicon.ts'
export type { LlmOptions } from './llm.ts'
export { compileTaskData, forgetTaskData, loadTaskData, ProjectType, Task, type TaskData } from './task-data.ts'
export { MAX_SUGGESTED_TASKS, suggestToolTasks, type ToolText } from './tool-task-suggestions.ts'

export type KitRequest = {
  goal: string
  /** Left unset (or at the neutral mixed / intermediate), the goal's own wording may narrow it ("on a zero budget"). */
  budget?: Budget
  complexity?: Complexity
  kitSize?: KitSize
}

export type RecommendOptions = {
  lexicon?: Lexicon
  llm?: LlmOptions | null
  log?: LlmLogger
  /** Where the tools matching a goal's words are found (the search engine's kitCandidates); by default Postgres. */
  retrieve?: RetrieveKitCandidates
}

/**
 * A kit for the goal. Never throws for a goal it cannot read (the kit is then empty, with a notice);
 * database failures propagate.
 */
export async function recommendKit(
  db: CommonQueryMethods,
  request: KitRequest,
  options: RecommendOptions = {},
): Promise<KitResult> {
  const lexicon = options.lexicon ?? defaultLexicon
  const goal = request.goal.trim()
  const analysis = analyzeGoal(goal, lexicon)
  const preferences: Preferences = {
    // The visitor's explicit choice wins; only the neutral values give way to the goal's wording.
    budget: request.budget && request.budget !== 'mixed' ? request.budget : (analysis.budget ?? 'mixed'),
    complexity:
      request.complexity && request.complexity !== 'intermediate'
        ? request.complexity
        : (analysis.complexity ?? 'intermediate'),
    kitSize: request.kitSize ?? 7,
  }
  const data = await loadTaskData(db)
  const plan = planSteps(
    { tokens: analysis.tokens, inContext: analysis.inContext, hintTokens: analysis.preferenceTokens },
    data,
  )
  let steps: PlannedStep[] =
    plan.steps.length > 0 ? plan.steps : await stepsFromWords(db, analysis, data, options.retrieve)
  let refinedName: string | null = null
  if (options.llm) {
    const draft = steps.slice(0, preferences.kitSize).map((step) => step.task)
    const refinement = await refineWithLlm(options.llm, goal, draft, data, options.log)
    if (refinement) {
      refinedName = refinement.kitName
      steps = withRelated(
        refinement.steps.map((task) => ({ task, source: 'llm', trigger: null })),
        data,
      )
    }
  }

  const general = data.tasksBySlug.get(GENERAL_TASK)
  const candidates = await findStepCandidates(
    db,
    [...steps.map((step) => step.task.id), ...(general ? [general.id] : [])],
    data,
  )
  const chosen = chooseTools(steps, candidates, preferences, data)

  const covered = new Set(chosen.map((step) => step.task.slug))
  const named = steps.filter((step) => step.source !== 'related' || covered.has(step.task.slug))
  const kitNeeds = named.map((step) => ({ id: step.task.slug, label: step.task.name }))
  const name =
    chosen.length === 0 && steps.length === 0
      ? fallbackName(goal)
      : (refinedName ?? nameFor(analysis, plan.projects[0]?.name ?? null, steps, lexicon, goal))
  return {
    kit_name: name,
    description: kitDescription(
      goal,
      chosen.map((step) => ({ need: { id: step.task.slug, label: step.task.name } })),
      preferences,
      lexicon,
    ),
    needs: named.map((step) => ({
      id: step.task.slug,
      label: step.task.name,
      categories: step.task.category_slug ? [step.task.category_slug] : [],
      source: NEED_SOURCE[step.source],
      covered: covered.has(step.task.slug),
    })),
    tools: chosen.map((step) => toKitTool(step.pick, step.task)),
    steps: chosen.map(toKitStep),
    preferences: { budget: preferences.budget, complexity: preferences.complexity, kit_size: preferences.kitSize },
    complete: chosen.length >= preferences.kitSize,
    notice: shortfallNotice(chosen.length, preferences, kitNeeds.length),
    refined: refinedName !== null || steps.some((step) => step.source === 'llm'),
  }
}

/** The wire names of the steps' sources (the API's need sources predate the planner). */
const NEED_SOURCE: Record<StepSource, z.infer<typeof KitNeedSummary>['source']> = {
  goal: 'goal',
  project: 'scenario',
  context: 'context',
  related: 'catalog',
  words: 'fallback',
  llm: 'llm',
}

const withRelated = (steps: PlannedStep[], data: TaskData): PlannedStep[] => {
  const { byProject, byCategory } = relatedTasks(steps, [], data)
  return [
    ...steps,
    ...[...byProject, ...byCategory].map((task) => ({ task, source: 'related' as const, trigger: null })),
  ]
}

/** How many of the tools matching the goal's words are read, and how well one must match to count. */
const WORD_POOL = 30
const MIN_WORD_SCORE = 3

const ToolTaskRow = z.object({ tool_id: z.number(), task_id: z.number() })

/**
 * A goal that names no task or project: the busiest tasks of the categories its wording points to (through
 * the lexicon: "be more productive", "videos"), else the tasks of the tools matching its telling words (in
 * their names, tags or categories, not in passing), weighted by how well those tools match.
 */
async function stepsFromWords(
  db: CommonQueryMethods,
  analysis: GoalAnalysis,
  data: TaskData,
  retrieve: RetrieveKitCandidates | undefined,
): Promise<PlannedStep[]> {
  const categories = [...new Set(analysis.needs.flatMap((need) => need.categories.slice(0, 1)))].slice(0, 3)
  if (categories.length > 0) {
    const perCategory = categories.map((category) =>
      data.tasks
        .filter((task) => task.category_slug === category && task.tool_count > 0)
        .sort((a, b) => b.tool_count - a.tool_count || a.slug.localeCompare(b.slug)),
    )
    // Taking turns, so each category the goal points to leads with its busiest task.
    const longest = Math.max(...perCategory.map((list) => list.length))
    const steps = Array.from({ length: longest }, (_, i) => perCategory.flatMap((list) => list[i] ?? [])).flat()
    return steps.map((task) => ({ task, source: 'words' as const, trigger: null }))
  }
  const words = analysis.contentWords.map((word) => word.word).filter((word) => /^[a-z0-9]{2,40}$/.test(word))
  const pool = (await kitCandidates(db, '', { words, limit: WORD_POOL, retrieve })).filter(
    (c) => c.score >= MIN_WORD_SCORE,
  )
  if (pool.length === 0) return []
  const rows = await db.any(sql.type(ToolTaskRow)`
    SELECT tool_id, task_id FROM tool_tasks
    WHERE reviewed AND tool_id = ANY(${sql.array(
      pool.map((c) => c.tool.id),
      'int4',
    )})`)
  const byId = new Map(data.tasks.map((task) => [task.id, task]))
  const weight = new Map<Task, { score: number; tools: number }>()
  for (const { tool, score } of pool) {
    for (const row of rows.filter((r) => r.tool_id === tool.id)) {
      const task = byId.get(row.task_id)
      const entry = task && (weight.get(task) ?? { score: 0, tools: 0 })
      if (task && entry) weight.set(task, { score: entry.score + score, tools: entry.tools + 1 })
    }
  }
  // One tool that happens to share a word ("dog") says little; a task several matching tools do says more.
  const steps = [...weight.entries()]
    .filter(([, entry]) => entry.tools >= 2)
    .sort((a, b) => b[1].score - a[1].score || a[0].slug.localeCompare(b[0].slug))
    .slice(0, 4)
    .map(([task]) => ({ task, source: 'words' as const, trigger: null }))
  return withRelated(steps, data)
}

/** The lexicon's reading names the kit when it knows the project or the needs; else the planner's project or first step. */
function nameFor(
  analysis: GoalAnalysis,
  project: string | null,
  steps: readonly PlannedStep[],
  lexicon: Lexicon,
  goal: string,
): string {
  if (analysis.scenario || analysis.needs.some((need) => need.source === 'goal'))
    return kitName(analysis, analysis.needs, lexicon, goal)
  const core = project ?? steps[0]?.task.name
  if (!core) return fallbackName(goal)
  return [analysis.namePrefix, titleCase(core, lexicon), 'Kit'].filter(Boolean).join(' ')
}

function shortfallNotice(count: number, preferences: Preferences, stepCount: number): string | null {
  if (count >= preferences.kitSize) return null
  if (count === 0 && stepCount === 0) {
    return 'No tools in the catalog match this goal yet. Try naming the job you want done ("transcribe interviews", "design a logo") or the project ("launch a podcast", "open an online shop").'
  }
  const kind = preferences.budget === 'mixed' ? '' : `${preferences.budget} `
  const audience = preferences.complexity === 'beginner' ? ' for beginners' : ''
  const matching = `${count === 0 ? 'No' : `Only ${count}`} ${kind}${count === 1 ? 'tool matches' : 'tools match'} this goal${audience}`
  const advice =
    preferences.budget !== 'mixed'
      ? 'choose a mixed budget for a fuller kit'
      : preferences.complexity === 'beginner'
        ? 'choose intermediate complexity for more options'
        : 'describe more of the project for a fuller kit'
  return `${matching}, so the kit has ${count} instead of ${preferences.kitSize}: ${advice}.`
}

function toKitStep(step: ChosenStep): KitStep {
  return {
    task: { slug: step.task.slug, name: step.task.name },
    tool: toKitTool(step.pick, step.task),
    reason: step.pick.reason,
    alternatives: step.alternatives.map((alternative) => toKitTool(alternative, step.task)),
  }
}

function toKitTool({ tool, reason }: ChosenTool, task: Task): KitTool {
  return {
    id: tool.id,
    name: tool.name,
    slug: tool.slug,
    logo_url: tool.logo_url,
    category_id: tool.category_id,
    category_name: tool.category_name,
    category_slug: tool.category_slug,
    pricing_model: tool.pricing_model,
    is_paid: tool.is_paid,
    is_featured: tool.is_featured,
    short_description: tool.short_description,
    rating: tool.rating,
    review_count: tool.review_count,
    tags: tool.tags,
    website_url: tool.website_url,
    need_id: task.slug,
    reason,
  }
}
