/**
 * The kit quality set (quality-set.json: realistic goals, each labelled with what a sensible kit covers) and its
 * scorer, shared by the recommender's tests and the benchmark's G11 quality gate, so both judge kits alike.
 */
import { z } from 'zod'
import type { KitRequest } from './index.ts'
import type { KitResult } from './kit-schemas.ts'
import qualitySet from './quality-set.json' with { type: 'json' }

const Preferences = z
  .object({
    budget: z.enum(['mixed', 'free', 'paid']).optional(),
    complexity: z.enum(['beginner', 'intermediate', 'advanced']).optional(),
    kit_size: z.union([z.literal(5), z.literal(7), z.literal(10)]).optional(),
  })
  .optional()
const QualityCase = z.object({
  goal: z.string(),
  domain: z.string(),
  preferences: Preferences,
  covers: z.array(z.string()).min(1),
  off_topic: z.array(z.string()).optional(),
  regression: z.string().optional(),
})
export type QualityCase = z.infer<typeof QualityCase>
const QualitySet = z.object({
  off_topic_by_domain: z.record(z.string(), z.array(z.string())),
  cases: z.array(QualityCase),
  vague: z.array(z.object({ goal: z.string(), expect: z.enum(['empty', 'general', 'any']) })),
})

export const QUALITY_SET = QualitySet.parse(qualitySet)

/** The kit request a case stands for, as the builder's form sends it (`budget` overrides the case's). */
export const qualityRequest = (c: QualityCase, budget?: 'free' | 'paid'): KitRequest => ({
  goal: c.goal,
  budget: budget ?? c.preferences?.budget,
  complexity: c.preferences?.complexity,
  kitSize: c.preferences?.kit_size,
})

/** The entries of `covers` a kit covers: one of its steps is the task, or one of its tools is in the category. */
export function scoreKit(c: QualityCase, kit: KitResult) {
  const has = (slug: string) =>
    kit.steps.some((step) => step.task.slug === slug) || kit.tools.some((tool) => tool.category_slug === slug)
  const missing = c.covers.filter((group) => !group.split('|').some(has))
  const offTopicCategories = c.off_topic ?? QUALITY_SET.off_topic_by_domain[c.domain] ?? []
  const offTopic = kit.tools.filter((tool) => tool.category_slug && offTopicCategories.includes(tool.category_slug))
  return {
    c,
    kit,
    coverage: 1 - missing.length / c.covers.length,
    missing,
    offTopic: offTopic.map((tool) => `${tool.slug} (${tool.category_slug})`),
  }
}
export type KitScore = ReturnType<typeof scoreKit>

/** Mean step coverage, share of goals fully covered, and share of off-topic tools over scored kits. */
export function qualityFigures(scores: readonly KitScore[]) {
  const tools = scores.reduce((sum, m) => sum + m.kit.tools.length, 0)
  const offTopic = scores.reduce((sum, m) => sum + m.offTopic.length, 0)
  return {
    goals: scores.length,
    meanCoverage: scores.reduce((sum, m) => sum + m.coverage, 0) / scores.length,
    fullyCovered: scores.filter((m) => m.coverage === 1).length / scores.length,
    offTopicShare: tools === 0 ? 0 : offTopic / tools,
  }
}
