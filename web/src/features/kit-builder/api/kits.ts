import useSWR from 'swr'
import { apiFetch, apiFetchBlob } from '@/lib/api-client'
import type { Kit, KitSummary } from '@/lib/api-types'
import type { KitView } from '../lib/kit'

/** The body the kit endpoints take: the builder's answer, tools reduced to id and reason. */
const kitBody = (kit: KitView) => ({
  prompt: kit.prompt,
  preferences: kit.preferences,
  kit_name: kit.kit_name,
  description: kit.description,
  tools: kit.tools.map((tool) => ({ id: tool.id, reason: tool.reason })),
  usage: kit.usage ?? null,
})

/**
 * POST /api/kits: stores the kit; `share` makes it public at /kits/{id} at once.
 * @throws ApiError 401 when saving (not sharing) while signed out.
 */
export const saveKit = (kit: KitView, share: boolean) =>
  apiFetch<Kit>('/api/kits', { method: 'POST', body: { ...kitBody(kit), share } })

/** PATCH /api/kits/{id}: shares (or unshares) a kit the signed-in user owns. */
export const setKitShared = (id: string, shared: boolean) =>
  apiFetch<Kit>(`/api/kits/${encodeURIComponent(id)}`, { method: 'PATCH', body: { is_shared: shared } })

/** POST /api/kits/pdf: the kit as a PDF, without storing it. */
export const downloadKitPdf = (kit: KitView) => apiFetchBlob('/api/kits/pdf', { method: 'POST', body: kitBody(kit) })

export const kitKey = (id: string) => `/api/kits/${encodeURIComponent(id)}`

/** A shared kit, or one of the signed-in user's. @throws ApiError 404 'Kit not found'. */
export const getKit = (id: string) => apiFetch<Kit>(kitKey(id))

export function useKit(id: string) {
  return useSWR(kitKey(id), () => getKit(id))
}

/** The stored kit's PDF (GET /api/kits/{id}.pdf), a plain link. */
export const kitPdfHref = (id: string) => `${kitKey(id)}.pdf`

/** GET /api/users/kits: the signed-in user's saved kits, newest first. */
export const userKitsKey = '/api/users/kits'

export const useUserKits = () => useSWR(userKitsKey, () => apiFetch<KitSummary[]>(userKitsKey))

/** DELETE /api/kits/{id}: removes a kit the signed-in user owns. */
export const deleteKit = (id: string) => apiFetch(kitKey(id), { method: 'DELETE' })
