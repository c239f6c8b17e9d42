import type { CheckUrlResultSchema, DraftSubmissionFields, SubmissionSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

export type Submission = z.infer<typeof SubmissionSchema>
export type CheckUrlResult = z.infer<typeof CheckUrlResultSchema>
/**
 * A save as the form sends it: the fields (blank or null is "not given"), and `submit: true` to send it to the
 * review queue.
 */
export type SubmissionBody = { [K in keyof DraftSubmissionFields]?: DraftSubmissionFields[K] | null } & {
  website_url: string
  submit?: boolean
}

/** Under /api/users/, so signing out drops it with the rest of the account's data. */
export const ownSubmissionsKey = '/api/users/submissions'

/** GET /api/users/submissions: the maker's submissions, newest first, with where each one stands. */
export const useOwnSubmissions = () => useSWR(ownSubmissionsKey, () => apiFetch<Submission[]>(ownSubmissionsKey))

export const submissionKey = (id: number) => `/api/submissions/${id}`

/** GET /api/submissions/{id}, the maker's own. @throws ApiError 404 for anyone else's. */
export const useSubmission = (id: number) => useSWR(submissionKey(id), (key: string) => apiFetch<Submission>(key))

/** POST /api/submissions/check-url: whether the site is listed already, and what the catalog knows of it. */
export const checkSubmissionUrl = (url: string) =>
  apiFetch<CheckUrlResult>('/api/submissions/check-url', { method: 'POST', body: { url } })

/**
 * POST /api/submissions: a new draft.
 * @throws ApiError 400 with `details` per field, 409 with `details.tool_slug` when the site is listed.
 */
export const createSubmission = (body: SubmissionBody) =>
  apiFetch<Submission>('/api/submissions', { method: 'POST', body })

/**
 * PUT /api/submissions/{id}: saves the draft, or sends it for review with `submit: true`.
 * @throws ApiError 400 with `details` per field; 409 when the site is listed (`details.tool_slug`) or the
 * submission is with the reviewers; 429 after the day's submits.
 */
export const saveSubmission = (id: number, body: SubmissionBody) =>
  apiFetch<Submission>(submissionKey(id), { method: 'PUT', body })
