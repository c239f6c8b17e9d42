import type { PlanChange, ToolPricing } from '@kitly/api/schemas'
import useSWR from 'swr'
import { apiFetch, nullWhenNotFound } from '@/lib/api-client'
import { toolKey } from './get-tool'

export const pricingKey = (slug: string) => `${toolKey(slug)}/pricing`

/** GET /api/tools/{slug}/pricing: the plans and every change of them, oldest first (the price history chart). */
export const usePricing = (slug: string) => useSWR(pricingKey(slug), () => apiFetch<ToolPricing>(pricingKey(slug)))

/** Each tool's price changes by slug, oldest first; slugs that no longer exist (404) are left out. */
export async function getPriceHistories(slugs: readonly string[]): Promise<Record<string, readonly PlanChange[]>> {
  const answers = await Promise.all(
    slugs.map((slug) =>
      apiFetch<ToolPricing>(pricingKey(slug))
        .then((pricing) => [slug, pricing.history] as const)
        .catch(nullWhenNotFound),
    ),
  )
  return Object.fromEntries(answers.filter((answer) => answer !== null))
}

export const priceHistoriesKey = (slugs: readonly string[]) => ['/api/tools/{slug}/pricing', ...slugs] as const

/**
 * Compare's price history row (GET /api/tools/{slug}/pricing for each tool). Keyed by the same slugs as the tools
 * themselves, so both sets of requests leave together rather than one after the other.
 */
export function usePriceHistories(slugs: readonly string[]) {
  return useSWR(slugs.length > 0 ? priceHistoriesKey(slugs) : null, ([, ...keys]) => getPriceHistories(keys), {
    keepPreviousData: true,
  })
}
