/** Shapes of /api/categories. */
import { z } from 'zod'
import { cacheBuster, searchParam } from '../../lib/query-params.ts'

export const CategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  tags: z.array(z.string()),
  tool_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const ListCategoriesQuery = z.object({ search: searchParam, _t: cacheBuster })
