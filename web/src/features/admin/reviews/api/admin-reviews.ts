import type { AdminReviewListSchema, AdminReviewSchema } from '@kitly/api/schemas'
import type { z } from 'zod'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'

export type AdminReview = z.infer<typeof AdminReviewSchema>
export type AdminReviewPage = z.infer<typeof AdminReviewListSchema>

/** POST and PUT /api/admin/reviews (api/src/routes/admin/reviews/schemas.ts AdminReviewFields). */
export type ReviewBody = {
  tool_id: string
  user_name: string
  user_email: string
  rating: string
  title: string
  content: string
  /** Left out by the form, which does not show it; sent back as it was by `setReviewVerified`. */
  use_case?: string
  is_verified: boolean
}

export const adminReviewsKey = '/api/admin/reviews'

/** POST /api/admin/reviews; the tool's rating follows. @throws ApiError 400 with `details` per field */
export const createReview = (body: ReviewBody) => apiFetch<AdminReview>(adminReviewsKey, { method: 'POST', body })

/** PUT /api/admin/reviews/{id}. @throws ApiError 400, 404 */
export const updateReview = (id: number, body: ReviewBody) =>
  apiFetch<AdminReview>(`${adminReviewsKey}/${id}`, { method: 'PUT', body })

/**
 * The moderators' approval: marks `review` Verified (or not) by sending it back unchanged but for the flag.
 * @throws ApiError 404 when it was deleted meanwhile
 */
export const setReviewVerified = (review: AdminReview, isVerified: boolean) =>
  updateReview(review.id, {
    tool_id: String(review.tool_id),
    user_name: review.user_name,
    user_email: review.user_email ?? '',
    rating: String(review.rating),
    title: review.title ?? '',
    content: review.content,
    use_case: review.use_case ?? '',
    is_verified: isVerified,
  })

/** DELETE /api/admin/reviews/{id}. @throws ApiError 404 */
export const deleteReview = (id: number) =>
  apiFetch<{ ok: true; message: string }>(`${adminReviewsKey}/${id}`, { method: 'DELETE' })

/** GET /api/admin/reviews/template: the columns the upload reads, with sample rows. */
export const getReviewTemplate = () => apiFetchBlob(`${adminReviewsKey}/template`)
