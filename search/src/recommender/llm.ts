/**
 * Optional refinement by a language model behind an OpenAI-compatible chat endpoint (KITLY_LLM_URL): it may
 * rewrite the goal's needs and the kit's name. The deterministic reading stays the answer whenever the model
 * errs, is slow (3 s), or says something that does not check out (unknown needs or categories, bad JSON).
 */
import { z } from 'zod'
import type { CatalogCategory, KitNeed } from './goal.ts'
import type { Lexicon } from './lexicon.ts'

export type LlmOptions = {
  /** The chat completions endpoint, or a base URL to which /chat/completions is added. */
  url: string
  key: string
  model: string
  timeoutMs?: number
}

export type LlmLogger = { warn(details: object, message: string): void }

export type LlmRefinement = { needs: KitNeed[]; kitName: string | null }

export const DEFAULT_TIMEOUT_MS = 3_000
const MAX_NEEDS = 10

const CustomNeed = z.object({
  label: z.string().trim().min(2).max(60),
  category: z.string().trim(),
  search: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9][a-z0-9 -]{1,39}$/),
    )
    .min(1)
    .max(8),
})

const Answer = z.object({
  kit_name: z
    .string()
    .trim()
    .min(3)
    .max(80)
    .regex(/^[^\n<>]+$/)
    .nullish(),
  needs: z
    .array(z.union([z.string().trim(), CustomNeed]))
    .min(1)
    .max(MAX_NEEDS),
})

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
})

const SYSTEM_PROMPT = `You help an AI-tools directory assemble a kit of tools for a visitor's goal.
Given the goal, the needs the directory already knows (id: label) and its categories (slug: name),
list the parts of the job the kit must cover, most important first (at most ${MAX_NEEDS}), and give the kit a short,
specific name (at most 60 characters, no quotes). Prefer known need ids; for a need the list lacks, give
{"label", "category" (one of the slugs), "search" (1-8 plain words a tool description would contain)}.
Answer with JSON only: {"kit_name": "...", "needs": ["need-id", {"label": "...", "category": "...", "search": ["..."]}]}`

/**
 * Asks the model; null on any failure (logged), so the caller keeps its deterministic result.
 */
export async function refineWithLlm(
  options: LlmOptions,
  goal: string,
  draft: readonly KitNeed[],
  lexicon: Lexicon,
  categories: readonly CatalogCategory[],
  log?: LlmLogger,
): Promise<LlmRefinement | null> {
  try {
    const content = await complete(options, {
      goal,
      known_needs: lexicon.needs.map((need) => `${need.id}: ${need.label}`),
      categories: categories.map((category) => `${category.slug}: ${category.name}`),
      draft_needs: draft.map((need) => need.id),
    })
    const answer = Answer.parse(JSON.parse(extractJson(content)))
    const slugs = new Set(categories.map((category) => category.slug))
    const needs = answer.needs.map((need) => resolveNeed(need, lexicon, slugs))
    return { needs: dedupe(needs), kitName: answer.kit_name ?? null }
  } catch (error) {
    log?.warn({ err: describe(error) }, 'kit refinement by the language model failed; using the lexicon')
    return null
  }
}

async function complete(options: LlmOptions, question: object): Promise<string> {
  const response = await fetch(endpoint(options.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
    body: JSON.stringify({
      model: options.model,
      temperature: 0,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify(question) },
      ],
    }),
    // Covers reading the body too: a server that stalls mid-answer is cut off as well.
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`the model answered HTTP ${response.status}`)
  const completion = ChatCompletion.parse(await response.json())
  return completion.choices[0]?.message.content ?? ''
}

function endpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '')
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`
}

/** Models often wrap JSON in prose or a ``` fence: take the outermost object. */
function extractJson(content: string): string {
  const start = content.indexOf('{')
  const end = content.lastIndexOf('}')
  if (start === -1 || end < start) throw new Error('the model gave no JSON object')
  return content.slice(start, end + 1)
}

function resolveNeed(need: string | z.infer<typeof CustomNeed>, lexicon: Lexicon, slugs: ReadonlySet<string>): KitNeed {
  if (typeof need === 'string') {
    const known = lexicon.needsById.get(need)
    if (!known) throw new Error(`the model named an unknown need: ${need}`)
    return {
      ...known,
      categories: [...known.categories],
      search: [...known.search],
      tags: [...known.tags],
      source: 'llm',
      trigger: null,
    }
  }
  if (!slugs.has(need.category)) throw new Error(`the model named an unknown category: ${need.category}`)
  const id = `llm-${need.label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
  return {
    id,
    label: need.label,
    categories: [need.category],
    search: need.search,
    tags: [],
    technical: false,
    source: 'llm',
    trigger: null,
  }
}

function dedupe(needs: readonly KitNeed[]): KitNeed[] {
  const seen = new Set<string>()
  return needs.filter((need) => !seen.has(need.id) && seen.add(need.id))
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError) return `invalid answer: ${error.issues[0]?.message ?? 'does not match'}`
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message
  return String(error)
}
