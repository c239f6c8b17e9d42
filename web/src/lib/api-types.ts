/**
 * The API's answer shapes, for `import type` only. STYLE.md wants them from `@kitly/api/schemas`, which does
 * not exist yet (api/src/schemas.ts): the shapes defined in route `schemas.ts` files are imported from there;
 * those still defined inside route plugins (categories, bundles, blog, site settings) cannot be imported
 * without type-checking the whole Fastify app, so they are restated below, field for field.
 * Swap this file for `@kitly/api/schemas` once it exists.
 */
import type { z } from 'zod'
import type { KitSchema, KitSummarySchema, KitToolSchema } from '../../../api/src/routes/kits/schemas.ts'
import type { MagicKitSchema } from '../../../api/src/routes/magic-kit/schemas.ts'
import type { HelpfulVoteSchema } from '../../../api/src/routes/reviews/schemas.ts'
import type { TaskSchema, TaskSummarySchema } from '../../../api/src/routes/tasks/schemas.ts'
import type { ReviewSchema, ReviewSummarySchema, Tool, TutorialSchema } from '../../../api/src/routes/tools/schemas.ts'
import type {
  ActivitySchema,
  DashboardSchema,
  Me,
  Profile,
  SavedBundleSchema,
  SavedToolSchema,
  SessionStateSchema,
} from '../../../api/src/routes/users/schemas.ts'

export type { CategoryFacet, ToolCard, ToolFacets, ToolHit, ToolSearchResult } from '../../../search/src/engine.ts'
export type { Me, Profile, Tool }

export type Review = z.infer<typeof ReviewSchema>
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>
export type Tutorial = z.infer<typeof TutorialSchema>
export type HelpfulVote = z.infer<typeof HelpfulVoteSchema>
export type MagicKit = z.infer<typeof MagicKitSchema>
export type Task = z.infer<typeof TaskSchema>
export type TaskSummary = z.infer<typeof TaskSummarySchema>
export type Kit = z.infer<typeof KitSchema>
export type KitTool = z.infer<typeof KitToolSchema>
export type KitPreferences = Kit['preferences']
export type KitSummary = z.infer<typeof KitSummarySchema>
export type SessionState = z.infer<typeof SessionStateSchema>
export type Dashboard = z.infer<typeof DashboardSchema>
export type Activity = z.infer<typeof ActivitySchema>
export type SavedTool = z.infer<typeof SavedToolSchema>
export type SavedBundle = z.infer<typeof SavedBundleSchema>

/** api/src/routes/categories/index.ts CategorySchema */
export type Category = {
  id: number
  name: string
  slug: string
  description: string | null
  icon: string | null
  tags: string[]
  tool_count: number
  created_at: string
  updated_at: string
}

type BundleFields = {
  id: number
  name: string
  slug: string
  icon: string | null
  summary: string
  description: string
  tags: string[]
  use_case_guidance: string
  downloadable_resource: string | null
  popularity: number
  is_featured: boolean
  tool_count: number
  created_at: string
}

/** A tool as bundle lists preview it. */
export type ToolPreview = { id: number; name: string; slug: string; logo_url: string | null }

/** api/src/routes/bundles/index.ts BundleSummarySchema (GET /api/bundles) */
export type BundleSummary = BundleFields & { tools: ToolPreview[] }
/** api/src/routes/bundles/index.ts BundleSchema (GET /api/bundles/{slug}) */
export type Bundle = BundleFields & { tools: Tool[] }

/** api/src/routes/blog/index.ts PostSummarySchema */
export type PostSummary = {
  id: number
  title: string
  slug: string
  excerpt: string
  cover_image_url: string | null
  tags: string[]
  author_name: string | null
  author_avatar_url: string | null
  reading_time_minutes: number
  published_at: string
}
/** api/src/routes/blog/index.ts PostSchema */
export type Post = PostSummary & { content: string; seo_title: string | null; seo_description: string | null }

/** api/src/routes/site-settings/index.ts SiteSettingsSchema */
export type SiteSettings = {
  google_analytics_code: string | null
  meta_pixel_id: string | null
  google_tag_manager_code: string | null
}
