import type { LegalPageAnswer } from '@kitly/api/schemas'
import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'

export type LegalPageName = LegalPageAnswer['page']

export const legalPageKey = (page: LegalPageName) => `/api/legal/${page}`

/** The Terms of Service or Privacy Policy: title and HTML the server has sanitized. */
export const useLegalPage = (page: LegalPageName) =>
  useSWR(legalPageKey(page), () => apiFetch<LegalPageAnswer>(legalPageKey(page)))
