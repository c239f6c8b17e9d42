/**
 * The kit's name and description, from what the goal says: "Zero-Budget Personal Finance Podcast Kit",
 * "7 tools to launch a podcast about personal finance on a zero budget, covering recording, ...".
 */

import type { Preferences } from './choose.ts'
import type { GoalAnalysis, KitNeed } from './goal.ts'
import type { Lexicon } from './lexicon.ts'
import { tokenize } from './text.ts'

const MAX_NAME = 60
const MAX_GOAL_IN_DESCRIPTION = 160
const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

export function kitName(analysis: GoalAnalysis, needs: readonly KitNeed[], lexicon: Lexicon, goal: string): string {
  const title = (phrase: string | null) => (phrase ? titleCase(phrase, lexicon) : null)
  const topic = title(analysis.topic)
  const audience = title(analysis.audience)
  const prefix = analysis.namePrefix
  const explicit = needs.filter((need) => need.source === 'goal')
  // "a logo for my coffee shop": the subject already names the project, so it need not be named twice.
  const contextScenario =
    analysis.contextScenarioPhrase && [topic, audience].some((s) => s?.toLowerCase() === analysis.contextScenarioPhrase)
      ? null
      : analysis.contextScenario
  let core: string
  if (analysis.scenario && analysis.needFirst && explicit[0])
    core = `${shortLabel(explicit[0], lexicon)} & ${analysis.scenario}`
  else if (analysis.scenario) core = analysis.scenario
  else if (contextScenario && explicit[0]) core = withoutRepeats(contextScenario, shortLabel(explicit[0], lexicon))
  else if (contextScenario) core = contextScenario
  else if (explicit[0] && explicit[1] && isShort(explicit[0], lexicon) && isShort(explicit[1], lexicon)) {
    core = `${shortLabel(explicit[0], lexicon)} & ${shortLabel(explicit[1], lexicon)}`
  } else if (needs[0]) core = shortLabel(needs[0], lexicon)
  else return fallbackName(goal)
  // "a website for my bakery": the audience reads best in front ("Bakery Website Kit").
  const subject = topic ?? (audience && audience.split(' ').length <= 2 ? audience : null) ?? title(analysis.modifier)

  const candidates = [
    [prefix, subject, core, 'Kit', audience && !subject ? `for ${audience}` : null],
    [prefix, subject, core, 'Kit'],
    [subject, core, 'Kit'],
    [core, 'Kit'],
  ]
  for (const parts of candidates) {
    const name = parts.filter(Boolean).join(' ')
    if (name.length <= MAX_NAME) return name
  }
  return `${core} Kit`.slice(0, MAX_NAME)
}

/** The wording for a goal the builder could not read. */
export const fallbackName = (goal: string) => {
  const trimmed = goal.trim()
  return `Custom Kit for: ${trimmed.length > 50 ? `${trimmed.slice(0, 50)}...` : trimmed}`
}

const isShort = (need: KitNeed, lexicon: Lexicon) => shortLabel(need, lexicon).split(' ').length <= 2

/** "Podcast" + "Transcription" → "Podcast Transcription"; "Short-Form Video" + "Video Generation" → "Short-Form Video". */
function withoutRepeats(scenario: string, label: string): string {
  const words = new Set(scenario.toLowerCase().split(/[\s-]+/))
  return label
    .toLowerCase()
    .split(/[\s-]+/)
    .some((word) => words.has(word))
    ? scenario
    : `${scenario} ${label}`
}

/** The first words of a need's label ("Show notes and summaries" → "Show Notes"). */
function shortLabel(need: KitNeed | undefined, lexicon: Lexicon): string {
  const label = need?.label.split(/ and | & /)[0] ?? ''
  return titleCase(label, lexicon)
}

export function kitDescription(
  goal: string,
  picks: readonly { need: { id: string; label: string } }[],
  preferences: Preferences,
  lexicon: Lexicon,
): string {
  const task = goalAsTask(goal, lexicon)
  const count = picks.length
  if (count === 0) return `Tools curated for: ${goal.trim()}`
  const covered = [...new Map(picks.map((p) => [p.need.id, p.need])).values()].map((need) =>
    lowerLabel(need.label, lexicon),
  )
  const head = `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'tool' : 'tools'} ${task}`
  const parts = [`${head}, covering ${joinList(covered)}.`]
  if (preferences.budget === 'free') parts.push('Every tool is free or has a free plan.')
  if (preferences.budget === 'paid') parts.push('Every tool is a paid product or has a paid plan.')
  if (preferences.complexity === 'beginner') parts.push('Picked for beginners: no coding needed.')
  if (preferences.complexity === 'advanced') parts.push('Developer tools and APIs are welcome.')
  return parts.join(' ')
}

/**
 * The goal as the rest of "Seven tools …": "I want to launch a podcast!" → "to launch a podcast";
 * "marketing for my shop" → "for marketing for my shop".
 */
function goalAsTask(goal: string, lexicon: Lexicon): string {
  let text = goal.trim().split(/(?<=[.!?])\s|\n/)[0] ?? ''
  text = text
    .replace(
      /^(please\s+)?(help me( to)?|i('d| would)? (like|want|need|am going|'m going|plan|hope) to|i'm|i am|we('d| would)? (like|want|need) to|how (can|do) i|how to|can you|i need|we need)\s+/i,
      '',
    )
    .replace(/[.!?]+$/, '')
    .trim()
  if (text.length > MAX_GOAL_IN_DESCRIPTION) {
    text = `${text.slice(0, MAX_GOAL_IN_DESCRIPTION).replace(/\s+\S*$/, '')}…`
  }
  if (text === '') return 'for your goal'
  const lowered =
    /^[A-Z][a-z]/.test(text) && !/[A-Z]/.test(text.split(' ')[0]?.slice(1) ?? '')
      ? text[0]?.toLowerCase() + text.slice(1)
      : text
  // Starts with a verb ("launch a podcast"): "to …"; with a noun ("marketing", "a podcast about…"): "for …".
  const first = tokenize(lowered)[0]
  return first && lexicon.clauseVerbStems.has(first.stem) ? `to ${lowered}` : `for ${lowered}`
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])

/** "personal finance" → "Personal Finance"; "seo" → "SEO" (from the lexicon's display words). */
export function titleCase(phrase: string, lexicon: Lexicon): string {
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase()
      const shown = lexicon.display[lower]
      if (shown) return shown
      if (index > 0 && SMALL_WORDS.has(lower)) return lower
      return /[A-Z]/.test(word.slice(1)) ? word : lower[0]?.toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

/** A label inside a sentence: "Recording" → "recording", acronyms kept ("SEO"). */
function lowerLabel(label: string, lexicon: Lexicon): string {
  return label
    .split(' ')
    .map((word) => (lexicon.display[word.toLowerCase()] ? word : word.toLowerCase()))
    .join(' ')
}
