/** Shapes of /api/bundles. */
import { z } from 'zod'
import { listOf } from '../../lib/http-errors.ts'
import { cacheBuster, searchParam } from '../../lib/query-params.ts'
import { ToolSchema } from '../tools/schemas.ts'

const BundleFields = {
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  summary: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  use_case_guidance: z.string(),
  downloadable_resource: z.string().nullable(),
  popularity: z.number(),
  is_featured: z.boolean(),
  tool_count: z.number(),
  created_at: z.string(),
}

const ToolPreview = z.object({ id: z.number(), name: z.string(), slug: z.string(), logo_url: z.string().nullable() })

export const BundleSummarySchema = z.object({ ...BundleFields, tools: listOf(ToolPreview) })

export const BundleSchema = z.object({ ...BundleFields, tools: listOf(ToolSchema) })

export const ListBundlesQuery = z.object({ search: searchParam, _t: cacheBuster })
export const BundleParams = z.object({ slug: z.string().max(200) })
