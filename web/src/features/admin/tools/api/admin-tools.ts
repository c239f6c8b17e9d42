import type { AdminToolSchema, TaskOptionSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'
import { uploadAdminFile } from '../../shell/upload-file'
import type { ToolBody } from '../lib/tool-form'

export type AdminTool = z.infer<typeof AdminToolSchema>
export type TaskOption = z.infer<typeof TaskOptionSchema>

export const adminToolsKey = '/api/admin/tools'

/** GET /api/admin/tools: every tool, hidden ones too, newest first. */
export const useAdminTools = () => useSWR(adminToolsKey, () => apiFetch<AdminTool[]>(adminToolsKey))

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
