import type { ToolPlan } from '@kitly/api/schemas'
import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'

export type { ToolPlan }

type PlansAnswer = { plans: ToolPlan[]; message?: string }

export const toolPlansKey = (toolId: number) => `/api/admin/tools/${toolId}/plans`

/** GET /api/admin/tools/{id}/plans: the tool's pricing plans in display order. */
export const useToolPlans = (toolId: number) =>
  useSWR(toolPlansKey(toolId), () => apiFetch<PlansAnswer>(toolPlansKey(toolId)))

/** PUT: the whole list, in order. @throws ApiError 400 naming the plan and field in `details` (`plans.1.price`) */
export const saveToolPlans = (toolId: number, plans: unknown[]) =>
  apiFetch<PlansAnswer>(toolPlansKey(toolId), { method: 'PUT', body: { plans } })
