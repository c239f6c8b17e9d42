import type { AdminPostSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

/**
 * A post as the admin sees it, drafts included; `content` is the stored, sanitized HTML and `content_source` the
 * body as typed (null for older posts).
 */
export type AdminPost = z.infer<typeof AdminPostSchema>

/**
 * POST and PUT /api/admin/blog (api/src/routes/admin/blog/schemas.ts PostFields), as the form holds them:
 * the API derives a blank slug from the title, reads tags as comma-separated text and turns a reading
 * time outside 1-60 into 5.
 */
export type PostBody = {
  title: string
  slug: string
  excerpt: string
  content: string
  cover_image_url: string
  author_name: string
  author_avatar_url: string
  reading_time_minutes: string
  tags: string
  seo_title: string
  seo_description: string
  is_published: boolean
}

export const adminPostsKey = '/api/admin/blog'

/** GET /api/admin/blog: every post, drafts too, newest first. */
export const useAdminPosts = () => useSWR(adminPostsKey, () => apiFetch<AdminPost[]>(adminPostsKey))

/** POST /api/admin/blog. @throws ApiError 400 with `details` per field, 409 when the slug is taken. */
export const createPost = (body: PostBody) => apiFetch<AdminPost>(adminPostsKey, { method: 'POST', body })

/** PUT /api/admin/blog/{id}. @throws ApiError 400, 404, 409 when the slug is taken. */
export const updatePost = (id: number, body: PostBody) =>
  apiFetch<AdminPost>(`${adminPostsKey}/${id}`, { method: 'PUT', body })

/** DELETE /api/admin/blog/{id}. @throws ApiError 404 */
export const deletePost = (id: number) =>
  apiFetch<{ ok: true; message: string }>(`${adminPostsKey}/${id}`, { method: 'DELETE' })
