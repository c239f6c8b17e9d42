import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { Dashboard } from '@/lib/api-types'

export const dashboardKey = '/api/users/dashboard'

/** GET /api/users/dashboard: the counters and the recent activity of the signed-in user. */
export const getDashboard = () => apiFetch<Dashboard>(dashboardKey)

export const useDashboard = () => useSWR(dashboardKey, getDashboard)
