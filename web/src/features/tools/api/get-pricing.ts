import type { ToolPricing } from '@kitly/api/schemas'
import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import { toolKey } from './get-tool'

export const pricingKey = (slug: string) => `${toolKey(slug)}/pricing`

/** GET /api/tools/{slug}/pricing: the plans and every change of them, oldest first (the price history chart). */
export const usePricing = (slug: string) => useSWR(pricingKey(slug), () => apiFetch<ToolPricing>(pricingKey(slug)))
