import type { ToolMaker } from '@kitly/api/schemas'
import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'

export type { ToolMaker }

export const toolMakerKey = (toolId: number) => `/api/admin/tools/${toolId}/maker`

/** GET /api/admin/tools/{id}/maker: the tool's verified maker, or `{ maker: null }`. */
export const useToolMaker = (toolId: number) =>
  useSWR(toolMakerKey(toolId), () => apiFetch<ToolMaker>(toolMakerKey(toolId)))

/** PUT: hands the listing to the account with `email`. @throws ApiError 400 (no such active account, in `details`) */
export const transferToolMaker = (toolId: number, email: string) =>
  apiFetch<ToolMaker>(toolMakerKey(toolId), { method: 'PUT', body: { email } })

/** DELETE: the tool has no verified maker any more (it may be claimed again). @throws ApiError 404 */
export const removeToolMaker = (toolId: number) => apiFetch<ToolMaker>(toolMakerKey(toolId), { method: 'DELETE' })
