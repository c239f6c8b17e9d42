import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Category } from '@/lib/api-types'

export const adminCategoriesKey = '/api/admin/categories'

/** POST and PUT /api/admin/categories (api/src/routes/admin/categories/schemas.ts CategoryFields). */
export type CategoryBody = { name: string; slug: string; description: string; icon: string; tags: string }

/** GET /api/admin/categories: every category with its tool count. */
export const useAdminCategories = () => useSWR(adminCategoriesKey, () => apiFetch<Category[]>(adminCategoriesKey))

/** POST /api/admin/categories. @throws ApiError 400 with `details` per field, 409 when the slug is taken. */
export const createCategory = (body: CategoryBody) => apiFetch<Category>(adminCategoriesKey, { method: 'POST', body })

/** PUT /api/admin/categories/{id}. @throws ApiError 400, 404, 409 when the slug is taken. */
export const updateCategory = (id: number, body: CategoryBody) =>
  apiFetch<Category>(`${adminCategoriesKey}/${id}`, { method: 'PUT', body })

/** DELETE /api/admin/categories/{id}: its tools become uncategorized. @throws ApiError 404 */
export const deleteCategory = (id: number) =>
  apiFetch<{ ok: true; message: string }>(`${adminCategoriesKey}/${id}`, { method: 'DELETE' })
