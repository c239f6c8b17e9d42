/**
 * Optional refinement by a language model behind an OpenAI-compatible chat endpoint (KITLY_LLM_URL): it may
 * reorder or propose the kit's steps (tasks of the catalog's taxonomy) and name the kit; the tools are still
 * chosen from the catalog per step. The planner's steps stay the answer whenever the model errs, is slow
 * (3 s), or says something that does not check out (unknown tasks, bad JSON).
 */
import { z } from 'zod'
import type { Task, TaskData } from './task-data.ts'

export type LlmOptions = {
  /** The chat completions endpoint, or a base URL to which /chat/completions is added. */
  url: string
  key: string
  model: string
  timeoutMs?: number
}

export type LlmLogger = { warn(details: object, message: string): void }

export type LlmRefinement = { steps: Task[]; kitName: string | null }

export const DEFAULT_TIMEOUT_MS = 3_000
const MAX_STEPS = 10

const Answer = z.object({
  kit_name: z
    .string()
    .trim()
    .min(3)
    .max(80)
    .regex(/^[^\n<>]+$/)
    .nullish(),
  steps: z.array(z.string().trim()).min(1).max(MAX_STEPS),
})

const ChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
})

const SYSTEM_PROMPT = `You help an AI-tools directory assemble a kit of tools for a visitor's goal.
Given the goal, the directory's tasks (slug: name) and a draft plan (task slugs), list the steps of the job the
kit must cover as task slugs from that list, most important first (at most ${MAX_STEPS}), and give the kit a short,
specific name (at most 60 characters, no quotes).
Answer with JSON only: {"kit_name": "...", "steps": ["task-slug", "..."]}`

/**
 * Asks the model; null on any failure (logged), so the caller keeps its planned steps.
 */
export async function refineWithLlm(
  options: LlmOptions,
  goal: string,
  draft: readonly Task[],
  data: TaskData,
  log?: LlmLogger,
): Promise<LlmRefinement | null> {
  try {
    const content = await complete(options, {
      goal,
      tasks: data.tasks.filter((task) => task.tool_count > 0).map((task) => `${task.slug}: ${task.name}`),
      draft_steps: draft.map((task) => task.slug),
    })
    const answer = Answer.parse(JSON.parse(extractJson(content)))
    const steps = [...new Set(answer.steps)].map((slug) => {
      const task = data.tasksBySlug.get(slug)
      if (!task) throw new Error(`the model named an unknown task: ${slug}`)
      return task
    })
    return { steps, kitName: answer.kit_name ?? null }
  } catch (error) {
    log?.warn({ err: describe(error) }, 'kit refinement by the language model failed; using the planned steps')
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

function describe(error: unknown): string {
  if (error instanceof z.ZodError) return `invalid answer: ${error.issues[0]?.message ?? 'does not match'}`
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timed out' : error.message
  return String(error)
}
