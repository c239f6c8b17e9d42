import type { LinkActionResultSchema, LinkHealthEntrySchema, LinkHealthListSchema, LinkQueue } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

export const LINK_QUEUE_TABS: readonly { value: LinkQueue; label: string }[] = [
  { value: 'attention', label: 'Needs a look' },
  { value: 'dead', label: 'Dead' },
  { value: 'failing', label: 'Failing' },
  { value: 'redirected', label: 'Redirected' },
  { value: 'no_logo', label: 'No logo' },
  { value: 'discontinued', label: 'Discontinued' },
]
export type { LinkQueue }
/** One tool's link as the last check found it. */
export type LinkHealthEntry = z.infer<typeof LinkHealthEntrySchema>
type LinkHealthList = z.infer<typeof LinkHealthListSchema>
type LinkActionResult = z.infer<typeof LinkActionResultSchema>

/** Tools per page of the queue. */
export const LINK_HEALTH_PAGE_SIZE = 20

const linkHealthPath = '/api/admin/link-health'
export const linkHealthKey = (queue: LinkQueue, offset: number) =>
  `${linkHealthPath}?queue=${queue}&limit=${LINK_HEALTH_PAGE_SIZE}&offset=${offset}`

/** GET /api/admin/link-health: a page of one tab of the queue, the worst links first. */
export const useLinkHealth = (queue: LinkQueue, offset: number) =>
  useSWR(linkHealthKey(queue, offset), (key: string) => apiFetch<LinkHealthList>(key))

/** What an admin can do to one tool's link, as the path of its POST. */
export type LinkAction = 'use-final-url' | 'discontinue' | 'restore' | 'check'

/** POST /api/admin/link-health/{id}/{action}. @throws ApiError 404 (no tool), 409 (nothing to do) */
export const runLinkAction = (toolId: number, action: LinkAction) =>
  apiFetch<LinkActionResult>(`${linkHealthPath}/${toolId}/${action}`, { method: 'POST' })
