import type { AdminBundleSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

export type AdminBundle = z.infer<typeof AdminBundleSchema>

/** POST and PUT /api/admin/bundles; `tool_ids` is a JSON-encoded list of tool ids, in the chosen order. */
export type BundleBody = {
  name: string
  slug: string
  summary: string
  description: string
  icon: string
  tags: string
  tool_ids: string
  use_case_guidance: string
  downloadable_resource: string
  status: 'active' | 'inactive'
  popularity: number
}

export const adminBundlesKey = '/api/admin/bundles'

/** GET /api/admin/bundles: every bundle, inactive ones too. */
export const useAdminBundles = () => useSWR(adminBundlesKey, () => apiFetch<AdminBundle[]>(adminBundlesKey))

/** POST /api/admin/bundles. @throws ApiError 400 with `details` per field, 409 when the slug is taken. */
export const createBundle = (body: BundleBody) => apiFetch<AdminBundle>(adminBundlesKey, { method: 'POST', body })

/** PUT /api/admin/bundles/{id}. @throws ApiError 400, 404, 409 when the slug is taken. */
export const updateBundle = (id: number, body: BundleBody) =>
  apiFetch<AdminBundle>(`${adminBundlesKey}/${id}`, { method: 'PUT', body })

/** DELETE /api/admin/bundles/{id}. @throws ApiError 404 */
export const deleteBundle = (id: number) =>
  apiFetch<{ ok: true; message: string }>(`${adminBundlesKey}/${id}`, { method: 'DELETE' })
