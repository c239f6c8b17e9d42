import type { KitPreferences, KitTool, KitUsage, MagicKit } from '@/lib/api-types'

/** What the result view shows, from the builder's answer or from a stored kit. */
export type KitView = {
  kit_name: string
  description: string
  prompt: string
  preferences: KitPreferences
  tools: ReadonlyArray<KitTool & { need_id?: string }>
  /** Labels of the needs the kit covers, by need id (builder answers only). */
  needs?: MagicKit['needs']
  /** Each tool's step, with the alternatives one can swap in (builder answers only; one step per tool, in order). */
  steps?: MagicKit['steps']
  /** The usage its monthly cost is worked out at (what Save and Share keep). */
  usage?: KitUsage | null
}

/**
 * The kit with a step's tool swapped for one of its alternatives: the replaced tool becomes an alternative,
 * and the tools list (what Save, Share and PDF send) follows the steps. Unknown steps or tools change nothing.
 */
export function swapStepTool<Kit extends KitView>(kit: Kit, stepIndex: number, toolId: number): Kit {
  const step = kit.steps?.[stepIndex]
  const alternative = step?.alternatives.find((tool) => tool.id === toolId)
  if (!kit.steps || !step || !alternative) return kit
  const swapped = {
    ...step,
    tool: alternative,
    reason: alternative.reason,
    alternatives: step.alternatives.map((tool) => (tool.id === toolId ? step.tool : tool)),
  }
  const steps = kit.steps.map((entry, index) => (index === stepIndex ? swapped : entry))
  return { ...kit, steps, tools: steps.map((entry) => entry.tool) }
}

export const BUDGETS = ['mixed', 'free', 'paid'] as const
export const COMPLEXITIES = ['beginner', 'intermediate', 'advanced'] as const
export const KIT_SIZES = [5, 7, 10] as const

/** Defaults: mixed, intermediate, 7. */
export const defaultPreferences: KitPreferences = { budget: 'mixed', complexity: 'intermediate', kit_size: 7 }

/** The prompt may be submitted once it is not blank; the API caps it at 1,000 characters. */
export const MAX_PROMPT_LENGTH = 1_000
export const canSubmitPrompt = (prompt: string, loading: boolean) => !loading && prompt.trim() !== ''

/**
 * The result shown when generation fails: no tools, kit name 'Custom Kit for: {first 50
 * characters}...' and description 'Tools curated for: {prompt}'.
 */
export function fallbackKit(prompt: string, preferences: KitPreferences): KitView {
  return {
    kit_name: `Custom Kit for: ${prompt.slice(0, 50)}...`,
    description: `Tools curated for: ${prompt}`,
    prompt,
    preferences,
    tools: [],
  }
}

/** A file name for the kit's PDF: its name in lower-case words joined by dashes. */
export function kitPdfFileName(kitName: string): string {
  const base = kitName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${base || 'ai-kit'}.pdf`
}
