import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { KitCost, KitUsage } from '@/lib/api-types'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** One seat and no amounts: what a kit is priced at until the person says otherwise. */
export const defaultKitUsage: KitUsage = { seats: 1, amounts: [] }

/**
 * POST /api/kits/price: the tools' monthly cost at the usage. The previous answer stays on screen while the next one
 * loads, so the panel does not collapse as the person types.
 */
export function useKitCost(toolIds: readonly number[], usage: KitUsage) {
  return useSWR(
    toolIds.length > 0 ? ['/api/kits/price', toolIds.join(','), JSON.stringify(usage)] : null,
    () => fetchKitCost(toolIds, usage),
    { keepPreviousData: true },
  )
}

/** POST /api/kits/price, once. */
export const fetchKitCost = (toolIds: readonly number[], usage: KitUsage) =>
  apiFetch<KitCost>('/api/kits/price', { method: 'POST', body: { tool_ids: toolIds, usage } })

/**
 * The cost the Monthly cost panel shows: asked once typing pauses. Whoever else reads it (Compare's CSV) calls this
 * too, and shares the panel's answer rather than asking again; `pricedUsage` says which usage the answer is for
 * (during a pause, not yet the usage given).
 */
export function useShownKitCost(toolIds: readonly number[], usage: KitUsage) {
  const pricedUsage = useDebouncedValue(usage, 350)
  return { ...useKitCost(toolIds, pricedUsage), pricedUsage }
}
