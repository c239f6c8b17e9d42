/**
 * Reads a goal ("launch a podcast about personal finance on a zero budget") against the lexicon: the needs it implies, most important first, the preferences it hints at, and
 * the words that name its subject and audience (for the kit's name).
 */
import type { Hint, Lexicon, NeedDefinition } from './lexicon.ts'
import { type Token, tokenize } from './text.ts'

/**
 * goal: named in the goal; scenario: implied by the kind of project; context: implied by a project named in
 * the goal's subject or audience ("transcripts for my podcast"); subject: named there ("a podcast about finance").
 */
export type NeedSource = 'goal' | 'scenario' | 'context' | 'subject'

/** One part of the job the kit must cover. */
export type KitNeed = {
  id: string
  label: string
  /** Catalog category slugs that serve it, best first. */
  categories: string[]
  /** Why the kit has this need: named in the goal, implied by a scenario, from the goal's subject, ... */
  source: NeedSource
  /** The goal's words that asked for it, when some did. */
  trigger: string | null
}

export type GoalAnalysis = {
  tokens: Token[]
  needs: KitNeed[]
  /** The kind of project ("Podcast"), when the lexicon knows it. */
  scenario: string | null
  /** A scenario named only in the goal's context ("transcripts for my podcast"). */
  contextScenario: string | null
  /** The goal's words that named the context scenario ("coffee shop"). */
  contextScenarioPhrase: string | null
  /** A need is named before the scenario ("translate our docs and marketing copy"): it leads the name. */
  needFirst: boolean
  /** The subject ("personal finance") and audience ("beginners") as written, when the goal gives them. */
  topic: string | null
  /** Words just before the project's name ("a fantasy novel", "an indie game"). */
  modifier: string | null
  audience: string | null
  budget: 'free' | 'paid' | null
  complexity: 'beginner' | 'advanced' | null
  /** Shown before the kit's name, from a budget hint ("Zero-Budget"). */
  namePrefix: string | null
  /** The goal's meaningful words (no stop words, no hint or marker words), normalized. */
  contentWords: { word: string; stem: string }[]
  /** Per token: it describes the subject or audience rather than the job. */
  inContext: boolean[]
  /** Tokens that only state a preference ("on a zero budget", "no code"), not a job. */
  preferenceTokens: Set<number>
}

type Match = {
  start: number
  end: number
  kind: 'scenario' | 'need' | 'hint'
  scenario?: Lexicon['scenarios'][number]
  need?: NeedDefinition
  hint?: Hint
}

/** Where several matches overlap, the longest wins; on a tie scenarios beat needs. */
const KIND_ORDER = { hint: 0, scenario: 1, need: 2 } as const

export function analyzeGoal(goal: string, lexicon: Lexicon): GoalAnalysis {
  const tokens = tokenize(goal)
  const stems = tokens.map((token) => token.stem)
  const matches: Match[] = []
  const markers: { start: number; end: number; context: boolean; topic: boolean; audience: boolean }[] = []
  const hints: Hint[] = []
  const hintTokens = new Set<number>()
  const preferenceTokens = new Set<number>()

  const matchesAt = (phrase: readonly string[], at: number) =>
    phrase.length > 0 && phrase.every((s, offset) => stems[at + offset] === s)

  for (let at = 0; at < tokens.length; at++) {
    for (const entry of lexicon.phraseIndex.get(stems[at] ?? '') ?? []) {
      if (!matchesAt(entry.stems, at)) continue
      const span = { start: at, end: at + entry.stems.length }
      if (entry.kind === 'marker') {
        if (entry.words.every((word, offset) => tokens[at + offset]?.word === word))
          markers.push({ ...span, ...entry.marker })
      } else if (entry.kind === 'hint') {
        hints.push(entry.hint)
        for (let i = span.start; i < span.end; i++) hintTokens.add(i)
        // "engineers" hints at an advanced kit and still names a job; "zero budget" and "no code" do not.
        if (entry.hint.budget || entry.hint.consumes)
          for (let i = span.start; i < span.end; i++) preferenceTokens.add(i)
        if (entry.hint.consumes) matches.push({ ...span, kind: 'hint', hint: entry.hint })
      } else if (entry.kind === 'scenario') matches.push({ ...span, kind: 'scenario', scenario: entry.scenario })
      else matches.push({ ...span, kind: 'need', need: entry.need })
    }
  }

  const accepted = acceptLongestMatches(matches)
  const content = accepted.filter((match) => match.kind !== 'hint')
  const inContext = contextMask(tokens, markers, content, lexicon)
  const where = (match: Match) => (inContext[match.start] ? 'context' : 'main')

  const ordered: { need: KitNeed; rank: number }[] = []
  const phraseOf = (match: Match) =>
    tokens
      .slice(match.start, match.end)
      .map((token) => token.word)
      .join(' ')
  for (const match of content) {
    const context = where(match) === 'context'
    // Named needs first, then the needs a project implies; whatever is only the goal's subject last.
    const base = context ? 2 : match.kind === 'scenario' ? 1 : 0
    if (match.need) {
      ordered.push({
        need: fromDefinition(match.need, context ? 'subject' : 'goal', phraseOf(match)),
        rank: base * 1000 + match.start,
      })
    } else if (match.scenario) {
      // Several projects in one goal take turns: each one's first need, then each one's second, ...
      const ordinal = content.filter((m) => m.scenario && m.start < match.start && where(m) === where(match)).length
      match.scenario.needs.forEach((id, position) => {
        const definition = lexicon.needsById.get(id)
        if (!definition) return
        ordered.push({
          need: fromDefinition(definition, context ? 'context' : 'scenario', phraseOf(match)),
          rank: base * 1000 + 300 + position * 10 + ordinal,
        })
      })
    }
  }
  ordered.sort((a, b) => a.rank - b.rank)
  const needs = dedupeNeeds(ordered.map((entry) => entry.need))

  const scenarios = content.filter((match) => match.scenario)
  const mainScenario = scenarios.find((match) => where(match) === 'main')
  const contextScenario = scenarios.find((match) => where(match) === 'context')
  const firstNeed = content.find((match) => match.need && where(match) === 'main')
  const budgetHint = hints.find((hint) => hint.budget)
  const complexityHint = hints.find((hint) => hint.complexity)
  const markerTokens = new Set(markers.flatMap((m) => range(m.start, m.end)))

  return {
    tokens,
    needs,
    scenario: mainScenario?.scenario?.name ?? null,
    contextScenario: mainScenario ? null : (contextScenario?.scenario?.name ?? null),
    contextScenarioPhrase: mainScenario || !contextScenario ? null : phraseOf(contextScenario),
    needFirst: Boolean(firstNeed && mainScenario && firstNeed.start < mainScenario.start),
    topic: phraseAfter(
      tokens,
      markers.filter((m) => m.topic && inContext[m.end]),
      4,
      hintTokens,
    ),
    modifier: mainScenario ? wordsBefore(tokens, mainScenario.start, accepted, hintTokens, lexicon) : null,
    audience: phraseAfter(
      tokens,
      markers.filter((m) => m.audience && inContext[m.end]),
      3,
      hintTokens,
    ),
    budget: budgetHint?.budget ?? null,
    complexity: complexityHint?.complexity ?? null,
    namePrefix: budgetHint?.name ?? null,
    contentWords: uniqueBy(
      tokens
        .filter((_token, i) => !hintTokens.has(i) && !markerTokens.has(i))
        .filter((token) => token.word.length >= 2 && !STOP_WORDS.has(token.word))
        .filter((token) => !lexicon.ignoredStems.has(token.stem))
        .map((token) => ({ word: token.word, stem: token.stem })),
      (word) => word.stem,
    ),
    inContext,
    preferenceTokens,
  }
}

function acceptLongestMatches(matches: readonly Match[]): Match[] {
  const sorted = [...matches].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.start - b.start,
  )
  const taken = new Set<number>()
  const accepted: Match[] = []
  for (const match of sorted) {
    const span = range(match.start, match.end)
    if (span.some((i) => taken.has(i))) continue
    for (const i of span) taken.add(i)
    accepted.push(match)
  }
  return accepted.sort((a, b) => a.start - b.start)
}

/**
 * Which words describe the subject or audience rather than the job: from a context marker ("about",
 * "for", "where") that follows the first thing the goal asks for, to the end of that clause. A marker
 * before anything is asked is part of the ask ("tools for editing video").
 */
function contextMask(
  tokens: readonly Token[],
  markers: readonly { start: number; end: number; context: boolean }[],
  content: readonly Match[],
  lexicon: Lexicon,
): boolean[] {
  const mask = tokens.map(() => false)
  const firstAsk = content[0]?.start
  if (firstAsk === undefined) return mask
  let inside = false
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token
    const next = tokens[i + 1]
    if (inside && (token.breakBefore || lexicon.context_enders.includes(token.word))) inside = false
    // "… about finance and grow a newsletter": a new verb after "and" starts a new ask.
    if (inside && CLAUSE_JOINERS.has(token.word) && next && lexicon.clauseVerbStems.has(next.stem)) inside = false
    const marker = markers.find((m) => m.start === i && m.context)
    if (!inside && marker && i > firstAsk) inside = true
    mask[i] = inside
  }
  return mask
}

const CLAUSE_JOINERS = new Set(['and', 'then', 'but', 'plus', 'also', 'while'])

/** The words after a marker, up to `limit` of them, as a phrase ("personal finance"); null when none. */
function phraseAfter(
  tokens: readonly Token[],
  markers: readonly { end: number }[],
  limit: number,
  hintTokens: ReadonlySet<number>,
): string | null {
  for (const marker of markers) {
    const words: string[] = []
    for (let i = marker.end; i < tokens.length && words.length < limit; i++) {
      const token = tokens[i] as Token
      if (i > marker.end && token.breakBefore) break
      if (hintTokens.has(i)) break
      if (words.length === 0 && DETERMINERS.has(token.word)) continue
      if (PHRASE_ENDERS.has(token.word) || STOP_WORDS.has(token.word)) break
      words.push(token.word)
    }
    if (words.length > 0) return words.join(' ')
  }
  return null
}

/** Up to two plain words right before a match ("fantasy" in "a fantasy novel"). */
function wordsBefore(
  tokens: readonly Token[],
  start: number,
  matches: readonly Match[],
  hintTokens: ReadonlySet<number>,
  lexicon: Lexicon,
): string | null {
  const words: string[] = []
  for (let i = start - 1; i >= 0 && words.length < 2; i--) {
    const token = tokens[i] as Token
    const next = tokens[i + 1] as Token
    if (next.breakBefore || hintTokens.has(i) || matches.some((m) => i >= m.start && i < m.end)) break
    if (DETERMINERS.has(token.word) || STOP_WORDS.has(token.word) || lexicon.ignoredStems.has(token.stem)) break
    if (lexicon.clauseVerbStems.has(token.stem)) break
    words.unshift(token.word)
  }
  return words.length > 0 ? words.join(' ') : null
}

const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'their', 'his', 'her', 'its', 'some', 'all', 'new'])
const PHRASE_ENDERS = new Set([
  'on',
  'with',
  'without',
  'using',
  'in',
  'and',
  'or',
  'but',
  'to',
  'for',
  'by',
  'from',
  'at',
  'that',
])

function fromDefinition(definition: NeedDefinition, source: NeedSource, trigger: string | null): KitNeed {
  return {
    id: definition.id,
    label: definition.label,
    categories: [...definition.categories],
    source,
    trigger,
  }
}

/** A need stays once, where it first appears. */
function dedupeNeeds(needs: readonly KitNeed[]): KitNeed[] {
  const seen = new Set<string>()
  return needs.filter((need) => {
    if (seen.has(need.id)) return false
    seen.add(need.id)
    return true
  })
}

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i)

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

/** English function words (Postgres' english.stop, abridged): never needs, never part of a kit's name. */
export const STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other
  our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
  these they this those through to too under until up very was we were what when where which while who whom why will
  with would you your yours yourself yourselves im ive id want wants need needs like get going gonna help lets let`
    .split(/\s+/)
    .filter(Boolean),
)
