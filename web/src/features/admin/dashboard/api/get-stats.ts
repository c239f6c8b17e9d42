import type { StatsSchema } from '@kitly/api/schemas'
import useSWR from 'swr'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

export type AdminStats = z.infer<typeof StatsSchema>

export const statsKey = '/api/admin/stats'

/** What the dashboard shows when the stats call fails: every figure zero. */
export const zeroStats: AdminStats = {
  totalTools: 0,
  totalBundles: 0,
  totalCategories: 0,
  totalUsers: 0,
  totalReviews: 0,
  totalBlogPosts: 0,
  topTools: [],
  topBundles: [],
}

/** GET /api/admin/stats: the six counts, the most visited tools and the most popular bundles. */
export const useAdminStats = () => useSWR(statsKey, () => apiFetch<AdminStats>(statsKey))
