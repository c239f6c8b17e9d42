import type { DiscontinuedToolSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetchPage } from '@/lib/api-client'

export type DiscontinuedTool = z.infer<typeof DiscontinuedToolSchema>

/** The API's largest page: discontinued tools are few, and the page shows them at once. */
export const discontinuedToolsKey = '/api/tools/discontinued?limit=100'

/** GET /api/tools/discontinued: the most recently discontinued first, with how many there are in all. */
export const useDiscontinuedTools = () =>
  useSWR(discontinuedToolsKey, (key: string) => apiFetchPage<DiscontinuedTool>(key))
