import type {
  AdminToolListSchema,
  AdminToolRowSchema,
  AdminToolSchema,
  BulkToolsBody,
  BulkToolsResultSchema,
  ListAdminToolsQuery,
  TaskOptionSchema,
} from '@kitly/api/schemas'
import useSWR, { useSWRConfig } from 'swr'
import type { z } from 'zod'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'
import { isJustLoaded, loadIntoCache, revalidateUnlessJustLoaded } from '@/lib/load-into-cache'
import { withQuery } from '@/lib/query-string'
import { uploadAdminFile } from '../../shell/upload-file'
import type { ToolBody } from '../lib/tool-form'

/** A whole tool, as its form edits it. */
export type AdminTool = z.infer<typeof AdminToolSchema>
/** A row of the tool list: what the table shows. */
export type AdminToolRow = z.infer<typeof AdminToolRowSchema>
export type TaskOption = z.infer<typeof TaskOptionSchema>
type AdminToolList = z.infer<typeof AdminToolListSchema>
export type BulkToolChange = z.input<typeof BulkToolsBody>
export type AdminToolSort = NonNullable<z.input<typeof ListAdminToolsQuery>['sort']>

export const adminToolsKey = '/api/admin/tools'

/** What a page of the admin tool list asks for; values left empty are not sent. */
export type AdminToolQuery = { [Key in keyof z.input<typeof ListAdminToolsQuery>]?: string | number }

/** The cache key of a page of the tool list, which is also its URL. */
export const adminToolListKey = (query: AdminToolQuery) => withQuery(adminToolsKey, query)

/** GET of a page of the tool list, by its key. */
export const fetchAdminToolList = (key: string) => apiFetch<AdminToolList>(key)

/**
 * GET /api/admin/tools: a page of tools, hidden ones too, with the total the filters leave. The previous page
 * stays on screen while the next one loads, so the table does not blink at every keystroke.
 */
export function useAdminToolList(query: AdminToolQuery | null) {
  const key = query && adminToolListKey(query)
  // The table's first page may come from its route's loader (tool-list-page.ts).
  return useSWR(key, fetchAdminToolList, {
    keepPreviousData: true,
    ...revalidateUnlessJustLoaded(key),
  })
}

/** Tools to pick in another admin form: the 20 that best match `words` (typos forgiven), by name. */
export const useToolSearch = (words: string) =>
  useAdminToolList({ q: words.trim(), sort: 'name', order: 'asc', limit: 20 })

/** The tools `ids` (at most 100), to name the tools a form picked earlier. */
export const useAdminToolsByIds = (ids: readonly number[]) =>
  useAdminToolList(ids.length > 0 ? { ids: [...ids].sort((a, b) => a - b).join(','), limit: 100 } : null)

const adminToolKey = (id: number) => `${adminToolsKey}/${id}`
const fetchAdminTool = (key: string) => apiFetch<AdminTool>(key)

/** GET /api/admin/tools/{id}, when `id` is set: a whole tool, for its form or to name it. */
export function useAdminTool(id: number | null) {
  const key = id ? adminToolKey(id) : null
  return useSWR(key, fetchAdminTool, revalidateUnlessJustLoaded(key))
}

/**
 * Reads a tool ahead of its form, as the admin reaches for its Edit button; useAdminTool then takes that answer.
 * A tool read just now is not asked for again (the pointer passing over the button twice).
 */
export async function preloadAdminTool(id: number): Promise<void> {
  const key = adminToolKey(id)
  if (!isJustLoaded(key)) await loadIntoCache(key, () => fetchAdminTool(key))
}

/** A write changes rows on any page: read again every tool list and tool the cache holds. */
export function useRefreshAdminTools() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => typeof key === 'string' && key.startsWith(adminToolsKey) && key !== taskOptionsKey)
}

/** POST /api/admin/tools/bulk: all or nothing. @throws ApiError 400, 404 naming the ids that are no tool */
export const bulkToolAction = (change: BulkToolChange) =>
  apiFetch<z.infer<typeof BulkToolsResultSchema>>(`${adminToolsKey}/bulk`, { method: 'POST', body: change })

export const taskOptionsKey = `${adminToolsKey}/tasks`

/** GET /api/admin/tools/tasks: every task a tool can be tagged with, by name. */
export const useTaskOptions = () => useSWR(taskOptionsKey, () => apiFetch<TaskOption[]>(taskOptionsKey))

/** POST /api/admin/tools. @throws ApiError 400 with `details` per field, 409 when the slug is taken. */
export const createTool = (body: ToolBody) => apiFetch<AdminTool>(adminToolsKey, { method: 'POST', body })

/** PUT /api/admin/tools/{id}. @throws ApiError 400 with `details` per field, 404, 409 when the slug is taken. */
export const updateTool = (id: number, body: ToolBody) =>
  apiFetch<AdminTool>(`${adminToolsKey}/${id}`, { method: 'PUT', body })

/** DELETE /api/admin/tools/{id} → the server's sentence. @throws ApiError 404 */
export const deleteTool = (id: number) =>
  apiFetch<{ ok: true; message: string }>(`${adminToolsKey}/${id}`, { method: 'DELETE' })

/** PUT /api/admin/tools/{id}/featured → 'Tool added to featured list' or 'Tool removed from featured list'. */
export const setToolFeatured = (id: number, is_featured: boolean) =>
  apiFetch<{ ok: true; message: string }>(`${adminToolsKey}/${id}/featured`, {
    method: 'PUT',
    body: { is_featured },
  })

/** POST /api/admin/upload (one image) → its URL. @throws ApiError 400 for anything but JPG, PNG, SVG, WebP; 413 */
export const uploadLogo = (file: File) => uploadAdminFile('/api/admin/upload', file)

/** GET /api/admin/tools/export: every tool as CSV. */
export const exportTools = () => apiFetchBlob(`${adminToolsKey}/export`)

/** GET /api/admin/tools/template: the bulk upload's columns with sample rows. */
export const getToolTemplate = () => apiFetchBlob(`${adminToolsKey}/template`)
