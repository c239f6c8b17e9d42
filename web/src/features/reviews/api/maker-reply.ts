import { apiFetch } from '@/lib/api-client'
import type { MakerReply } from '@/lib/api-types'

const replyUrl = (reviewId: number) => `/api/reviews/${reviewId}/reply`

/** PUT /api/reviews/{id}/reply: the tool's verified maker writes (or corrects) their one reply to a review. */
export const saveMakerReply = (reviewId: number, content: string) =>
  apiFetch<MakerReply & { review_id: number }>(replyUrl(reviewId), { method: 'PUT', body: { content } })

/** DELETE /api/reviews/{id}/reply: the maker takes their reply back. */
export const deleteMakerReply = (reviewId: number) =>
  apiFetch<{ review_id: number }>(replyUrl(reviewId), { method: 'DELETE' })
