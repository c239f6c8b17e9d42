import useSWR from 'swr'
import { nullWhenNotFound } from '@/lib/api-client'
import type { ToolPage } from '@/lib/api-types'
import { getTool } from './get-tool'

/** Several tools by slug, in the given order; slugs that no longer exist (404) are left out. */
export async function getToolsBySlugs(slugs: readonly string[]): Promise<ToolPage[]> {
  const tools = await Promise.all(slugs.map((slug) => getTool(slug).catch(nullWhenNotFound)))
  return tools.filter((tool) => tool !== null)
}

export const toolsBySlugsKey = (slugs: readonly string[]) => ['/api/tools/{slug}', ...slugs] as const

/** The compare page's tools (GET /api/tools/{slug} for each). */
export function useToolsBySlugs(slugs: readonly string[]) {
  // While the selection changes (a tool removed), the tools already shown stay up instead of a skeleton.
  return useSWR(slugs.length > 0 ? toolsBySlugsKey(slugs) : null, ([, ...keys]) => getToolsBySlugs(keys), {
    keepPreviousData: true,
  })
}
