import type { ToolCard } from '@/lib/api-types'

type Likeness = Pick<ToolCard, 'category_id' | 'category_name' | 'tags' | 'pricing_model'>

/** At most this many shared tags are named: enough to say why, short enough for one line of a card. */
const NAMED_TAGS = 3

/**
 * Why `alternative` is listed as like `tool`, in the order the API ranks alternatives: the same category, then the
 * tags they share; the same pricing model last, as a tie-breaker a reader cares about. Empty when nothing is shared.
 */
export function similarityReasons(tool: Likeness, alternative: Likeness): string[] {
  const reasons: string[] = []
  if (tool.category_id !== null && alternative.category_id === tool.category_id && alternative.category_name)
    reasons.push(`Also in ${alternative.category_name}`)
  const shared = alternative.tags.filter((tag) => tool.tags.includes(tag))
  if (shared.length > 0) reasons.push(`Shares ${shared.slice(0, NAMED_TAGS).join(', ')}`)
  if (tool.pricing_model !== null && alternative.pricing_model === tool.pricing_model)
    reasons.push(`${alternative.pricing_model} too`)
  return reasons
}
