/** Shapes of /api/admin/stats: the dashboard's figures. */
import { z } from 'zod'

export const TopToolSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  views: z.number(),
  rating: z.number(),
})

export const TopBundleSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), popularity: z.number() })

export const CountsSchema = z.object({
  totalTools: z.number(),
  totalBundles: z.number(),
  totalCategories: z.number(),
  totalUsers: z.number(),
  totalReviews: z.number(),
  totalBlogPosts: z.number(),
})

export const StatsSchema = CountsSchema.extend({
  topTools: z.array(TopToolSchema).readonly(),
  topBundles: z.array(TopBundleSchema).readonly(),
})
