import type {
  AdminSubmissionDetailSchema,
  AdminSubmissionListSchema,
  AdminSubmissionSchema,
  BulkRejectResultSchema,
  ListAdminSubmissionsQuery,
  RejectSubmissionBody,
} from '@kitly/api/schemas'
import useSWR, { useSWRConfig } from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'

export type AdminSubmission = z.infer<typeof AdminSubmissionSchema>
export type AdminSubmissionDetail = z.infer<typeof AdminSubmissionDetailSchema>
export type PossibleDuplicate = AdminSubmissionDetail['possible_duplicates']['by_domain'][number]
type AdminSubmissionList = z.infer<typeof AdminSubmissionListSchema>
type BulkRejectResult = z.infer<typeof BulkRejectResultSchema>
export type SubmissionFilter = NonNullable<ListAdminSubmissionsQuery['state']>
export type { RejectSubmissionBody }

/** Submissions per page of the queue. */
export const SUBMISSION_PAGE_SIZE = 20

const submissionsPath = '/api/admin/submissions'

export type SubmissionQueueQuery = { state: SubmissionFilter | undefined; q: string; offset: number }

/** GET /api/admin/submissions: a page of the queue, oldest first, with the total the filters leave. */
export const useSubmissionQueue = ({ state, q, offset }: SubmissionQueueQuery) =>
  useSWR(
    withQuery(submissionsPath, { state, q: q.trim(), limit: SUBMISSION_PAGE_SIZE, offset }),
    (key: string) => apiFetch<AdminSubmissionList>(key),
    { keepPreviousData: true },
  )

const submissionPath = (id: number) => `${submissionsPath}/${id}`

/** GET /api/admin/submissions/{id}: every field, the maker and the possible duplicates. */
export const useAdminSubmission = (id: number) =>
  useSWR(submissionPath(id), (key: string) => apiFetch<AdminSubmissionDetail>(key))

/** A decision changes a submission's row in every list and its page: read them all again. */
export function useRefreshSubmissions() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => typeof key === 'string' && key.startsWith(submissionsPath))
}

const decide = (id: number, decision: string, body?: unknown) =>
  apiFetch<AdminSubmission>(`${submissionPath(id)}/${decision}`, { method: 'POST', body })

/** The admins' decisions on one submission. Each @throws ApiError 404, and 409 when its state does not allow it. */
export const submissionDecisions = {
  /** submitted → in_review. */
  review: (id: number) => decide(id, 'review'),
  /** Lists the tool; @throws ApiError 400 when a field cannot make a tool, 409 with `details.tool_slug` when the site is listed. */
  approve: (id: number) => decide(id, 'approve'),
  /** Sends it back to the maker with `message`. @throws ApiError 400 when the message is empty. */
  requestChanges: (id: number, message: string) => decide(id, 'request-changes', { message }),
  reject: (id: number, body: RejectSubmissionBody) => decide(id, 'reject', body),
}

/** POST /api/admin/submissions/bulk-reject: all or nothing. @throws ApiError 404, 409 naming the submission refused */
export const bulkRejectSubmissions = (ids: readonly number[], body: RejectSubmissionBody) =>
  apiFetch<BulkRejectResult>(`${submissionsPath}/bulk-reject`, { method: 'POST', body: { ...body, ids } })
