/**
 * Picks the kit from the candidates: every tool is scored for each need it could serve, then a greedy pass
 * gives each need one tool (preferring categories the kit does not have yet) before any need gets a
 * second, until the kit has its size. Everything is ordered by score, then id, so the same catalog and
 * goal always give the same kit.
 */
import type { CandidateTool } from './candidates.ts'
import { type KitNeed, STOP_WORDS } from './goal.ts'
import type { Budget, Complexity } from './lexicon.ts'
import { wordStems } from './text.ts'

export type Preferences = { budget: Budget; complexity: Complexity; kitSize: number }

export type Pick = { tool: CandidateTool; need: KitNeed; score: number; matched: string[]; reason: string }

/** One tool weighed for one need. */
type Option = { tool: CandidateTool; need: KitNeed; score: number; matched: string[] }

/**
 * Budgets and the catalog's unknown pricing (over half the seed catalog has none): a free kit is a promise
 * that nothing in it costs money, and a paid kit that everything in it is a product one pays for (or can),
 * so only a known Free or Freemium (free), or Paid or Freemium (paid), pricing keeps that promise. Tools of
 * unknown pricing are left to mixed kits, which promise nothing about price. (The directory's free/paid
 * filter, which counts unknown as free, is a coarser browsing aid; a kit says so when the rule leaves it short.)
 */
export function fitsBudget(tool: Pick['tool'], budget: Budget): boolean {
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
  'document-parsing',
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

/** Needs a developer to set up or use: code hosting, an API or SDK, a local model runner. */
export function isDeveloperTool(tool: Pick['tool']): boolean {
  if (tool.tags.some((tag) => NO_CODE_TAGS.has(tag)) || NO_CODE.test(tool.short_description)) return false
  return (
    tool.tags.some((tag) => DEVELOPER_TAGS.has(tag)) ||
    DEVELOPER_HOSTS.test(tool.website_url) ||
    DEVELOPER_WORDS.test(`${tool.short_description} ${tool.description}`)
  )
}

export function isNoCodeTool(tool: Pick['tool']): boolean {
  return tool.tags.some((tag) => NO_CODE_TAGS.has(tag)) || NO_CODE.test(`${tool.short_description} ${tool.description}`)
}

/** Where a word appears in a tool, and how much that counts. */
type ToolText = Map<string, number>
type ToolProfile = { text: ToolText; developer: boolean; noCode: boolean }

function toolText(tool: CandidateTool): ToolText {
  const weights = new Map<string, number>()
  // Lowest weight first, so a word ends with the weight of the strongest field it appears in.
  const add = (text: string, weight: number) => {
    for (const s of wordStems(text)) weights.set(s, weight)
  }
  add(tool.description, 0.2)
  add(tool.short_description, 0.5)
  add(tool.category_name ?? '', 0.5)
  add(tool.tags.join(' '), 0.8)
  add(tool.name, 1)
  return weights
}

export type SelectionInput = {
  needs: readonly KitNeed[]
  /** Candidates per need id, with the engine's rank (0 = best) when it came from the need's own search. */
  candidates: ReadonlyMap<string, readonly { tool: CandidateTool; rank: number | null }[]>
  /** The goal's meaningful words: tools that share them fit this goal better. */
  goalWords: readonly { word: string; stem: string }[]
  preferences: Preferences
}

export function selectKit(input: SelectionInput): Pick[] {
  const { needs, preferences } = input
  const profiles = new Map<number, ToolProfile>()
  const profileOf = (tool: CandidateTool) => {
    let profile = profiles.get(tool.id)
    if (!profile) {
      profile = { text: toolText(tool), developer: isDeveloperTool(tool), noCode: isNoCodeTool(tool) }
      profiles.set(tool.id, profile)
    }
    return profile
  }
  const optionsByNeed = new Map<string, Option[]>()
  for (const need of needs) {
    const options: Option[] = []
    const words = need.search.map((word) => ({ word, stems: phraseStems(word) }))
    for (const { tool, rank } of input.candidates.get(need.id) ?? []) {
      const option = weigh(need, words, tool, rank, profileOf(tool), input.goalWords, preferences)
      if (option) options.push(option)
    }
    options.sort((a, b) => b.score - a.score || a.tool.id - b.tool.id)
    optionsByNeed.set(need.id, options)
  }
  return pick(needs, optionsByNeed, preferences.kitSize)
}

/** Scores a tool for a need, or null when it does not serve it (or breaks the budget or complexity). */
function weigh(
  need: KitNeed,
  needWordStems: readonly { word: string; stems: string[] }[],
  tool: CandidateTool,
  rank: number | null,
  { text, developer, noCode }: ToolProfile,
  goalWords: SelectionInput['goalWords'],
  preferences: Preferences,
): Option | null {
  if (!fitsBudget(tool, preferences.budget)) return null
  if (developer && preferences.complexity === 'beginner') return null

  const matched: string[] = []
  let needWords = 0
  for (const { word, stems } of needWordStems) {
    const weight = Math.max(0, ...stems.map((s) => text.get(s) ?? 0))
    if (weight > 0) {
      needWords += weight
      matched.push(word)
    }
  }
  const tagHits = need.tags.filter((tag) => tool.tags.includes(tag)).length
  const categoryIndex = tool.category_slug ? need.categories.indexOf(tool.category_slug) : -1
  const categoryFit = categoryIndex === 0 ? 1 : categoryIndex > 0 ? 0.7 : 0
  // Outside the need's categories a tool must say in its own tags and words that it does this job.
  if (categoryFit === 0 && !(tagHits > 0 && needWords >= 0.8)) return null
  if (categoryFit > 0 && needWords === 0 && tagHits === 0 && rank === null) return null

  // The visitor's own word for the need ("flashcards", "thumbnails") is the surest sign of a fit.
  let triggerFit = 0
  for (const word of need.trigger?.split(' ') ?? []) {
    const s = wordStems(word)[0]
    if (s && (text.get(s) ?? 0) >= 0.5 && !STOP_WORDS.has(word)) {
      triggerFit = 1
      if (!matched.includes(word)) matched.unshift(word)
    }
  }
  const ownWords = new Set(needWordStems.flatMap((word) => word.stems))
  let goalFit = 0
  for (const word of goalWords) {
    if (ownWords.has(word.stem)) continue
    const weight = text.get(word.stem) ?? 0
    if (weight >= 0.5) {
      goalFit += weight
      if (!matched.includes(word.word)) matched.push(word.word)
    }
  }

  const prior = Math.log1p(tool.review_count) * (tool.rating / 5) + (tool.is_featured ? 0.5 : 0)
  let score =
    Math.min(needWords, 2.5) +
    0.7 * Math.min(tagHits, 2) +
    categoryFit +
    0.8 * triggerFit +
    (rank === null ? 0 : 0.8 * Math.max(0, 1 - rank / 24)) +
    0.6 * Math.min(goalFit, 2) +
    0.25 * prior +
    0.05 * Math.log1p(tool.click_count)
  if (preferences.complexity === 'beginner') score += (noCode ? 0.4 : 0) + 0.25 * prior
  if (preferences.complexity === 'intermediate' && developer && !need.technical) score -= 1.2
  if (preferences.complexity === 'advanced' && developer) score += need.technical ? 0.4 : -0.2
  if (preferences.complexity !== 'advanced' && need.technical && !developer) score += 0.2
  // Mixed kits still prefer tools whose pricing a visitor can check.
  if (preferences.budget === 'mixed' && tool.pricing_model === null) score -= 0.1
  return { tool, need, score, matched: matched.slice(0, 4) }
}

const phraseStems = (phrase: string) => wordStems(phrase)

/**
 * A first round gives every need its best tool, first from categories the kit does not have yet (unless
 * that tool is much weaker than the need's best), then for the needs left over; later rounds add second and
 * third tools per need, in need order, each repeated category counting against a tool.
 */
function pick(needs: readonly KitNeed[], options: ReadonlyMap<string, Option[]>, size: number): Pick[] {
  const kit: Option[] = []
  const usedTools = new Set<number>()
  const categoryCount = new Map<string, number>()
  const take = (option: Option) => {
    kit.push(option)
    usedTools.add(option.tool.id)
    const category = option.tool.category_slug ?? ''
    categoryCount.set(category, (categoryCount.get(category) ?? 0) + 1)
  }
  const available = (need: KitNeed) => (options.get(need.id) ?? []).filter((o) => !usedTools.has(o.tool.id))

  const firstRound = (group: readonly KitNeed[]) => {
    const deferred: KitNeed[] = []
    for (const need of group) {
      if (kit.length >= size) break
      const open = available(need)
      const best = open[0]
      if (!best) continue
      const fresh = open.find((o) => !categoryCount.has(o.tool.category_slug ?? ''))
      if (fresh && fresh.score >= best.score * 0.6) take(fresh)
      else deferred.push(need)
    }
    for (const need of deferred) {
      if (kit.length >= size) break
      const best = available(need)[0]
      if (best) take(best)
    }
  }
  const laterRounds = (group: readonly KitNeed[], rounds = size) => {
    for (let round = 1; kit.length < size && round <= rounds; round++) {
      let added = false
      for (const need of group) {
        if (kit.length >= size) break
        const best = available(need)
          .map((o) => ({ o, adjusted: o.score - 0.5 * (categoryCount.get(o.tool.category_slug ?? '') ?? 0) }))
          .sort((a, b) => b.adjusted - a.adjusted || a.o.tool.id - b.o.tool.id)[0]
        if (best) {
          take(best.o)
          added = true
        }
      }
      if (!added) break
    }
  }
  const secondRound = (group: readonly KitNeed[]) => laterRounds(group, 1)
  // The job's own needs first, then those of a project named as its context ("for my podcast"); needs
  // named only in the goal's subject or audience ("about finance", "for my gym") once those have two tools.
  const job = needs.filter((need) => need.source !== 'context' && need.source !== 'subject')
  const context = needs.filter((need) => need.source === 'context')
  const subject = needs.filter((need) => need.source === 'subject')
  firstRound(job)
  firstRound(context)
  secondRound([...job, ...context])
  firstRound(subject)
  laterRounds(needs)
  return kit.map((option) => ({ ...option, reason: reasonFor(option) }))
}

/** "Covers cover art: matches “art”, “podcast”." */
export function reasonFor(option: Pick | Option): string {
  const label = lowerFirst(option.need.label)
  const words = option.matched.map((word) => `“${word}”`)
  if (words.length === 0) return `Covers ${label}: a ${option.tool.category_name ?? 'catalog'} tool.`
  return `Covers ${label}: matches ${words.join(', ')}.`
}

/** "Recording" → "recording"; "SEO", "AI agents" and category names ("Image Generation") keep their capitals. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) && !/[A-Z]/.test(text.slice(1)) ? text[0]?.toLowerCase() + text.slice(1) : text
