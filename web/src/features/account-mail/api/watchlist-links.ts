import { apiFetch } from '@/lib/api-client'

/**
 * POST /api/watchlist/unsubscribe: the link at the foot of every watch digest; works signed out.
 * @throws ApiError 400 for a link this site did not sign (altered or mistyped).
 */
export const unsubscribeWatchDigest = (token: string) =>
  apiFetch<{ ok: true }>('/api/watchlist/unsubscribe', { method: 'POST', body: { token } })
