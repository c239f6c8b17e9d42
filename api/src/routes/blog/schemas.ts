/** Shapes of /api/blog. */
import { z } from 'zod'
import { limitParam, offsetParam, searchParam } from '../../lib/query-params.ts'

export const PostSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  tags: z.array(z.string()),
  author_name: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  reading_time_minutes: z.number(),
  published_at: z.string(),
})

export const PostSchema = PostSummarySchema.extend({
  content: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
})

/** A page of published posts: `search` and `tag` narrow every post, not just one page; the total is in X-Total-Count. */
export const ListPostsQuery = z.object({
  search: searchParam,
  tag: z.string().trim().max(100, 'tag must be at most 100 characters').optional(),
  limit: limitParam(24),
  offset: offsetParam,
})

export const PostParams = z.object({ slug: z.string().max(200) })
