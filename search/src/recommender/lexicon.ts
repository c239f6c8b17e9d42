/**
 * The intent lexicon (lexicon.json): needs, scenarios, hints and naming words, checked by a zod schema
 * when the module loads, then compiled into a phrase index for matching goals.
 */
import { z } from 'zod'
import lexiconData from './lexicon.json' with { type: 'json' }
import { phraseStems, stem, tokenize } from './text.ts'

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
const phrase = z.string().trim().min(1)

export const NeedDefinition = z.object({
  id: slug,
  label: z.string().min(1).max(60),
  categories: z.array(slug).min(1).max(4),
  phrases: z.array(phrase).default([]),
})
export type NeedDefinition = z.infer<typeof NeedDefinition>

const Scenario = z.object({
  name: z.string().min(1).max(40),
  phrases: z.array(phrase).min(1),
  needs: z.array(slug).min(1),
})

const Hint = z.object({
  phrases: z.array(phrase).min(1),
  budget: z.enum(['free', 'paid']).optional(),
  complexity: z.enum(['beginner', 'advanced']).optional(),
  /** Shown before the kit's name ("Zero-Budget Podcast Kit"). */
  name: z.string().optional(),
  /** The phrase's words mean nothing else ("no code" must not ask for a coding tool). */
  consumes: z.boolean().default(false),
})
export type Hint = z.infer<typeof Hint>

export const LexiconSchema = z
  .object({
    needs: z.array(NeedDefinition).min(1),
    scenarios: z.array(Scenario),
    hints: z.array(Hint),
    display: z.record(z.string(), z.string()),
    ignore_words: z.array(z.string()),
    context_markers: z.array(phrase),
    topic_markers: z.array(phrase),
    audience_markers: z.array(phrase),
    context_enders: z.array(z.string()),
    clause_verbs: z.array(z.string()),
  })
  .superRefine((lexicon, context) => {
    const ids = new Set<string>()
    for (const need of lexicon.needs) {
      if (ids.has(need.id)) context.addIssue({ code: 'custom', message: `need ${need.id} is defined twice` })
      ids.add(need.id)
    }
    for (const scenario of lexicon.scenarios) {
      for (const id of scenario.needs.filter((need) => !ids.has(need))) {
        context.addIssue({ code: 'custom', message: `scenario ${scenario.name} names an unknown need ${id}` })
      }
    }
  })
export type LexiconData = z.infer<typeof LexiconSchema>

/** One lexicon phrase, by what matching it means. */
export type PhraseEntry =
  | { kind: 'scenario'; stems: string[]; scenario: LexiconData['scenarios'][number] }
  | { kind: 'need'; stems: string[]; need: NeedDefinition }
  | { kind: 'hint'; stems: string[]; hint: Hint }
  | {
      kind: 'marker'
      stems: string[]
      words: string[]
      marker: { context: boolean; topic: boolean; audience: boolean }
    }

export type Lexicon = LexiconData & {
  needsById: ReadonlyMap<string, NeedDefinition>
  /** Phrases by their first stem. */
  phraseIndex: ReadonlyMap<string, readonly PhraseEntry[]>
  ignoredStems: ReadonlySet<string>
  clauseVerbStems: ReadonlySet<string>
}

export function compileLexicon(data: unknown): Lexicon {
  const lexicon = LexiconSchema.parse(data)
  const index = new Map<string, PhraseEntry[]>()
  const add = (entry: PhraseEntry) => {
    const first = entry.stems[0]
    if (first === undefined) return
    index.set(first, [...(index.get(first) ?? []), entry])
  }
  for (const scenario of lexicon.scenarios) {
    for (const p of scenario.phrases) add({ kind: 'scenario', stems: phraseStems(p), scenario })
  }
  for (const need of lexicon.needs) for (const p of need.phrases) add({ kind: 'need', stems: phraseStems(p), need })
  for (const hint of lexicon.hints) for (const p of hint.phrases) add({ kind: 'hint', stems: phraseStems(p), hint })
  const markers = new Set([...lexicon.context_markers, ...lexicon.topic_markers, ...lexicon.audience_markers])
  for (const p of markers) {
    add({
      kind: 'marker',
      stems: phraseStems(p),
      // Markers are function words: matched exactly, so "cover art" is not "covering".
      words: tokenize(p).map((token) => token.word),
      marker: {
        context: lexicon.context_markers.includes(p),
        topic: lexicon.topic_markers.includes(p),
        audience: lexicon.audience_markers.includes(p),
      },
    })
  }
  return {
    ...lexicon,
    needsById: new Map(lexicon.needs.map((need) => [need.id, need])),
    phraseIndex: index,
    ignoredStems: new Set(lexicon.ignore_words.map(stem)),
    clauseVerbStems: new Set(lexicon.clause_verbs.map(stem)),
  }
}

/** The lexicon shipped in lexicon.json. */
export const defaultLexicon: Lexicon = compileLexicon(lexiconData)
