import type { AdminTutorialListSchema, AdminTutorialSchema } from '@kitly/api/schemas'
import useSWR, { useSWRConfig } from 'swr'
import type { z } from 'zod'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'
import { withQuery } from '@/lib/query-string'
import { uploadAdminFile } from '../../shell/upload-file'

export type AdminTutorial = z.infer<typeof AdminTutorialSchema>
type AdminTutorialList = z.infer<typeof AdminTutorialListSchema>

/** Tutorials per page of the admin list; a tool's own list (the tool form's section) asks for up to 100. */
export const TUTORIAL_PAGE_SIZE = 20

const tutorialsPath = '/api/admin/tutorials'

/** POST and PUT /api/admin/tutorials (api/src/routes/admin/tutorials/schemas.ts AdminTutorialFields), as typed. */
export type TutorialBody = {
  tool_id: string
  title: string
  description: string
  difficulty_level: string
  duration_minutes: string
  video_url: string
  pdf_url: string
}

export type TutorialListQuery = { q?: string; toolId?: number; offset?: number; limit?: number }

/** GET /api/admin/tutorials: a page of tutorials by tool and position, with the total the filters leave. */
export const useAdminTutorials = ({ q = '', toolId, offset = 0, limit = TUTORIAL_PAGE_SIZE }: TutorialListQuery) =>
  useSWR(
    withQuery(tutorialsPath, { q: q.trim(), tool_id: toolId, limit, offset }),
    (key: string) => apiFetch<AdminTutorialList>(key),
    { keepPreviousData: true },
  )

/** A write changes positions in every list that shows the tool: read them all again. */
export function useRefreshTutorials() {
  const { mutate } = useSWRConfig()
  return () => mutate((key) => typeof key === 'string' && key.startsWith(tutorialsPath))
}

/** POST /api/admin/tutorials: added last in its tool's list. @throws ApiError 400 with `details` per field */
export const createTutorial = (body: TutorialBody) => apiFetch<AdminTutorial>(tutorialsPath, { method: 'POST', body })

/** PUT /api/admin/tutorials/{id}. @throws ApiError 400, 404 */
export const updateTutorial = (id: number, body: TutorialBody) =>
  apiFetch<AdminTutorial>(`${tutorialsPath}/${id}`, { method: 'PUT', body })

/** DELETE /api/admin/tutorials/{id}. @throws ApiError 404 */
export const deleteTutorial = (id: number) =>
  apiFetch<{ ok: true; message: string }>(`${tutorialsPath}/${id}`, { method: 'DELETE' })

/** POST /api/admin/tutorials/{id}/move: one place up or down its tool's list. @throws ApiError 404, 409 at either end */
export const moveTutorial = (id: number, direction: 'up' | 'down') =>
  apiFetch<AdminTutorial>(`${tutorialsPath}/${id}/move`, { method: 'POST', body: { direction } })

/** POST /api/admin/upload/pdf (one PDF) → its URL. @throws ApiError 400 for anything but a plain PDF; 413 */
export const uploadTutorialPdf = (file: File) => uploadAdminFile('/api/admin/upload/pdf', file)

/** GET /api/admin/tutorials/template: the columns the upload reads, with sample rows. */
export const getTutorialTemplate = () => apiFetchBlob(`${tutorialsPath}/template`)

/** GET /api/admin/tutorials/export: every tutorial, in the upload's columns. */
export const exportTutorials = () => apiFetchBlob(`${tutorialsPath}/export`)
