import { apiFetch } from '@/lib/api-client'
import type { HelpfulVote } from '@/lib/api-types'

/** POST /api/reviews/{id}/helpful: one vote per user, or per browser for visitors; repeats are not counted. */
export const voteHelpful = (reviewId: number) =>
  apiFetch<HelpfulVote>(`/api/reviews/${reviewId}/helpful`, { method: 'POST' })
