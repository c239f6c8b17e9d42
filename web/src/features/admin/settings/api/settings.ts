import type { AdminInvitationSchema, AdminUserSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import type { SiteSettings } from '@/lib/api-types'

export type AdminUser = z.infer<typeof AdminUserSchema>
export type AdminInvitation = z.infer<typeof AdminInvitationSchema>
export type { SiteSettings }

export const settingsKey = '/api/admin/settings'
export const adminUsersKey = '/api/admin/users'
export const adminInvitationsKey = '/api/admin/users/invitations'

/** GET /api/admin/settings: tracking ids (null when unset), the consent banner, the site's identity, the legal pages. */
export const useSiteSettings = () => useSWR(settingsKey, () => apiFetch<SiteSettings>(settingsKey))

/**
 * PUT /api/admin/settings with the fields given; blank clears an id or brings back a legal page's built-in text.
 * @throws ApiError 400 naming the field whose form is wrong
 */
export const saveSiteSettings = (body: Partial<Record<keyof SiteSettings, string | boolean>>) =>
  apiFetch<SiteSettings>(settingsKey, { method: 'PUT', body })

/** GET /api/admin/users: the administrators. */
export const useAdminUsers = () => useSWR(adminUsersKey, () => apiFetch<AdminUser[]>(adminUsersKey))

/**
 * POST /api/admin/users: makes the account with this (verified) email an admin, or mails the address an
 * invitation, answered with the invitation.
 * @throws ApiError 400 for a bad address, 409 when it is an admin already
 */
export const addAdminUser = (email: string) =>
  apiFetch<AdminUser | AdminInvitation>(adminUsersKey, { method: 'POST', body: { email } })

/** GET /api/admin/users/invitations: the addresses invited and not accepted yet. */
export const useAdminInvitations = () =>
  useSWR(adminInvitationsKey, () => apiFetch<AdminInvitation[]>(adminInvitationsKey))

/** POST /api/admin/users/invitations/{id}/resend: a new link for 72 hours; the old one stops working. @throws ApiError 404 */
export const resendAdminInvitation = (id: number) =>
  apiFetch<AdminInvitation>(`${adminInvitationsKey}/${id}/resend`, { method: 'POST' })

/** DELETE /api/admin/users/invitations/{id}: the link stops working. @throws ApiError 404 */
export const revokeAdminInvitation = (id: number) =>
  apiFetch<{ ok: true; message: string }>(`${adminInvitationsKey}/${id}`, { method: 'DELETE' })

/** PUT /api/admin/users/{id}. @throws ApiError 400 for oneself or the last active admin, 404 */
export const setAdminActive = (id: number, is_active: boolean) =>
  apiFetch<AdminUser>(`${adminUsersKey}/${id}`, { method: 'PUT', body: { is_active } })
