/** Shapes of /api/stats. */
import { z } from 'zod'

/** What the public catalog holds right now: the home page rounds these down ("820+ tools"). */
export const CatalogStatsSchema = z.object({
  tools: z.number(),
  bundles: z.number(),
  categories: z.number(),
})
export type CatalogStats = z.infer<typeof CatalogStatsSchema>
