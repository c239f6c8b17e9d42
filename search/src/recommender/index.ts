/**
 * The Magic Kit Builder's recommender: a goal in, a named kit of tools out, each with the need it covers
 * and why. Deterministic (same catalog and goal, same kit); a language model may refine the needs and the
 * name when one is configured, and is never required.
 *
 * Steps: read the goal against the lexicon and the catalog's categories (goal.ts) → retrieve candidates per
 * need through the search engine (retrieve.ts), plus the tools matching the goal's own telling words
 * (candidates.ts) → score and pick (select.ts) → name and describe (naming.ts).
 */
import type { CommonQueryMethods } from 'slonik'
import { z } from 'zod'
import { type SearchEngine, ToolCard } from '../engine.ts'
import { sql } from '../sql.ts'
import { type CandidateTool, kitCandidates, type ScoredCandidate } from './candidates.ts'
import { analyzeGoal, type CatalogCategory, type KitNeed } from './goal.ts'
import { type Budget, type Complexity, defaultLexicon, type KitSize, type Lexicon } from './lexicon.ts'
import { type LlmLogger, type LlmOptions, refineWithLlm } from './llm.ts'
import { fallbackName, kitDescription, kitName } from './naming.ts'
import { retrieveForNeeds, SearchCache } from './retrieve.ts'
import { fitsBudget, isDeveloperTool, type Pick, type Preferences, selectKit } from './select.ts'

export { kitCandidates, naiveKitCandidates, type ScoredCandidate } from './candidates.ts'
export { analyzeGoal, type KitNeed } from './goal.ts'
export {
  BUDGETS,
  type Budget,
  COMPLEXITIES,
  type Complexity,
  defaultLexicon,
  KIT_SIZES,
  type KitSize,
} from './lexicon.ts'
export type { LlmOptions } from './llm.ts'
export { SearchCache } from './retrieve.ts'
export { fitsBudget, isDeveloperTool } from './select.ts'

export type KitRequest = {
  goal: string
  /** Left unset (or at the neutral mixed / intermediate), the goal's own wording may narrow it ("on a zero budget"). */
  budget?: Budget
  complexity?: Complexity
  kitSize?: KitSize
}

/** A tool of a kit: the card, its website, the need it covers (an id of `needs`) and why it was picked. */
export const KitTool = ToolCard.extend({ website_url: z.string(), need_id: z.string(), reason: z.string() })
export type KitTool = z.infer<typeof KitTool>

export const KitNeedSummary = z.object({
  id: z.string(),
  label: z.string(),
  categories: z.array(z.string()),
  /** Why the kit has it (see NeedSource in goal.ts). */
  source: z.enum(['goal', 'scenario', 'context', 'subject', 'catalog', 'fallback', 'llm']),
  /** A tool of the kit covers it. */
  covered: z.boolean(),
})

export const KitResult = z.object({
  kit_name: z.string(),
  description: z.string(),
  needs: z.array(KitNeedSummary),
  tools: z.array(KitTool),
  /** The preferences applied: the request's, narrowed by the goal's wording where it left them neutral. */
  preferences: z.object({
    budget: z.enum(['mixed', 'free', 'paid']),
    complexity: z.enum(['beginner', 'intermediate', 'advanced']),
    kit_size: z.number(),
  }),
  /** The kit has its full size. */
  complete: z.boolean(),
  /** Why the kit is short, when it is. */
  notice: z.string().nullable(),
  /** A language model refined the needs or the name. */
  refined: z.boolean(),
})
export type KitResult = z.infer<typeof KitResult>

export type RecommendOptions = {
  lexicon?: Lexicon
  /** Keeps per-need engine answers for a while (see retrieve.ts); null to always search. */
  cache?: SearchCache | null
  llm?: LlmOptions | null
  log?: LlmLogger
}

/** Shared by every caller that passes no cache of its own: per-need searches recur across goals. */
const sharedCache = new SearchCache()

/** How many goal-word candidates are weighed next to the per-need ones. */
const POOL_SIZE = 60

/**
 * A kit for the goal. Never throws for a goal it cannot read (the kit is then empty, with a notice);
 * database or engine failures propagate.
 */
export async function recommendKit(
  engine: SearchEngine,
  db: CommonQueryMethods,
  request: KitRequest,
  options: RecommendOptions = {},
): Promise<KitResult> {
  const lexicon = options.lexicon ?? defaultLexicon
  const cache = options.cache === undefined ? sharedCache : options.cache
  const goal = request.goal.trim()
  const categories = await catalogCategories(db)
  const analysis = analyzeGoal(goal, lexicon, categories)
  const preferences: Preferences = {
    // The visitor's explicit choice wins; only the neutral values give way to the goal's wording.
    budget: request.budget && request.budget !== 'mixed' ? request.budget : (analysis.budget ?? 'mixed'),
    complexity:
      request.complexity && request.complexity !== 'intermediate'
        ? request.complexity
        : (analysis.complexity ?? 'intermediate'),
    kitSize: request.kitSize ?? 7,
  }

  const poolPromise = kitCandidates(db, goal, {
    words: analysis.contentWords.map((word) => word.word).filter((word) => /^[a-z0-9]{2,40}$/.test(word)),
    limit: POOL_SIZE,
  })
  // Awaited below, possibly after the model answers: until then a failure must not count as unhandled.
  poolPromise.catch(() => {})
  let needs = analysis.needs
  let refinedName: string | null = null
  if (options.llm) {
    const refinement = await refineWithLlm(options.llm, goal, needs, lexicon, categories, options.log)
    if (refinement) {
      needs = refinement.needs
      refinedName = refinement.kitName
    }
  }
  const pool = await poolPromise
  if (needs.length === 0) needs = needsFromPool(pool, categories)
  // A beginner's kit leaves out the engineering a project might imply (deployment, code review), unless asked.
  if (preferences.complexity === 'beginner') needs = needs.filter((need) => !need.technical || need.source === 'goal')

  const hits = await retrieveForNeeds(engine, db, needs, preferences.budget, cache)
  const candidates = new Map<string, { tool: CandidateTool; rank: number | null }[]>()
  for (const need of needs) {
    const list: { tool: CandidateTool; rank: number | null }[] = [...(hits.get(need.id) ?? [])]
    // Tools matching the goal's own words compete for every need they might serve (select.ts decides).
    for (const { tool } of pool) if (!list.some((entry) => entry.tool.id === tool.id)) list.push({ tool, rank: null })
    candidates.set(need.id, list)
  }

  const goalWords = analysis.contentWords
  let picks = selectKit({ needs, candidates, goalWords, preferences })
  if (picks.length < preferences.kitSize) picks = [...picks, ...fillFromPool(pool, picks, preferences, goalWords)]

  const covered = new Set(picks.map((p) => p.need.id))
  const name =
    picks.length === 0 && needs.length === 0
      ? fallbackName(goal)
      : (refinedName ?? kitName(analysis, needs, lexicon, goal))
  return {
    kit_name: name,
    description: kitDescription(goal, picks, preferences, lexicon),
    needs: needs.map((need) => ({
      id: need.id,
      label: need.label,
      categories: need.categories,
      source: need.source,
      covered: covered.has(need.id),
    })),
    tools: picks.map(toKitTool),
    preferences: { budget: preferences.budget, complexity: preferences.complexity, kit_size: preferences.kitSize },
    complete: picks.length >= preferences.kitSize,
    notice: shortfallNotice(picks.length, preferences, needs.length),
    refined: refinedName !== null || needs.some((need) => need.source === 'llm'),
  }
}

const GOAL_NEED: KitNeed = {
  id: 'goal',
  label: 'Your goal',
  categories: [],
  search: [],
  tags: [],
  technical: false,
  source: 'fallback',
  trigger: null,
}

/** When the needs run out of tools, tools matching the goal's own words fill the kit (best first). */
function fillFromPool(
  pool: readonly ScoredCandidate[],
  picks: readonly Pick[],
  preferences: Preferences,
  goalWords: readonly { word: string }[],
): Pick[] {
  const taken = new Set(picks.map((p) => p.tool.id))
  const fill: Pick[] = []
  for (const candidate of pool) {
    if (picks.length + fill.length >= preferences.kitSize) break
    const { tool } = candidate
    if (taken.has(tool.id) || !fitsBudget(tool, preferences.budget)) continue
    if (preferences.complexity === 'beginner' && isDeveloperTool(tool)) continue
    const words = candidate.matched.length > 0 ? candidate.matched : goalWords.slice(0, 2).map((w) => w.word)
    fill.push({
      tool,
      need: GOAL_NEED,
      score: candidate.score,
      matched: words,
      reason: `Matches your goal: ${words.map((word) => `“${word}”`).join(', ')}.`,
    })
  }
  return fill
}

/** A goal the lexicon does not know: the categories of the tools matching its words become its needs. */
function needsFromPool(pool: readonly ScoredCandidate[], categories: readonly CatalogCategory[]): KitNeed[] {
  const weight = new Map<string, { score: number; words: Map<string, number> }>()
  for (const { tool, score, matched } of pool.slice(0, 30)) {
    if (!tool.category_slug) continue
    const entry = weight.get(tool.category_slug) ?? { score: 0, words: new Map() }
    entry.score += score
    for (const word of matched) entry.words.set(word, (entry.words.get(word) ?? 0) + 1)
    weight.set(tool.category_slug, entry)
  }
  return [...weight.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([slug, entry]) => ({
      id: `category-${slug}`,
      label: categories.find((category) => category.slug === slug)?.name ?? slug,
      categories: [slug],
      search: [...entry.words.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 6)
        .map(([word]) => word),
      tags: [],
      technical: false,
      source: 'fallback' as const,
      trigger: null,
    }))
}

function shortfallNotice(count: number, preferences: Preferences, needCount: number): string | null {
  if (count >= preferences.kitSize) return null
  if (count === 0 && needCount === 0) {
    return 'No tools in the catalog match this goal yet. Try describing what you want to make or do in other words.'
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

function toKitTool(pick: Pick): KitTool {
  const { tool } = pick
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
    need_id: pick.need.id,
    reason: pick.reason,
  }
}

const CategoryRow = z.object({ slug: z.string(), name: z.string(), tags: z.array(z.string()) })
const CATEGORY_TTL_MS = 60_000
const categoryCache = new WeakMap<object, { at: number; rows: Promise<readonly CatalogCategory[]> }>()

/** The catalog's categories, read at most once a minute per database (they change rarely; needs name them). */
function catalogCategories(db: CommonQueryMethods): Promise<readonly CatalogCategory[]> {
  const cached = categoryCache.get(db)
  if (cached && Date.now() - cached.at < CATEGORY_TTL_MS) return cached.rows
  const rows = db.any(sql.type(CategoryRow)`SELECT slug, name, tags FROM categories ORDER BY slug`)
  categoryCache.set(db, { at: Date.now(), rows })
  rows.catch(() => categoryCache.delete(db))
  return rows
}
