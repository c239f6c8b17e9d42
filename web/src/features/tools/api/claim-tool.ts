import { apiFetch } from '@/lib/api-client'
import type { Claim } from '@/lib/api-types'

export type ClaimMethod = Claim['method']

/**
 * POST /api/tools/{slug}/claim: starts a claim (an email one mails a code).
 * @throws ApiError 400 (an address at another domain, in `details`), 401, 409 (the tool has a maker), 429 (daily limit).
 */
export const startClaim = (slug: string, claim: { method: ClaimMethod; email?: string }) =>
  apiFetch<Claim>(`/api/tools/${encodeURIComponent(slug)}/claim`, { method: 'POST', body: claim })

/** POST /api/claims/{id}/verify. @throws ApiError 400 saying what was not found (or the wrong code), 409 when ended. */
export const verifyClaim = (id: number, code?: string) =>
  apiFetch<Claim>(`/api/claims/${id}/verify`, { method: 'POST', body: code === undefined ? {} : { code } })

/** POST /api/claims/{id}/resend: a new code by email. @throws ApiError 429 within a minute of the last. */
export const resendClaimCode = (id: number) => apiFetch<Claim>(`/api/claims/${id}/resend`, { method: 'POST' })
