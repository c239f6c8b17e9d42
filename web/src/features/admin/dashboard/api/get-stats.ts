import useSWR from 'swr'
import { apiFetch } from '@/lib/api-client'

/** api/src/routes/admin/stats/index.ts StatsSchema (defined inside the route plugin, so restated here). */
export type AdminStats = {
  totalTools: number
  totalBundles: number
  totalCategories: number
  totalUsers: number
  totalReviews: number
  totalBlogPosts: number
  topTools: readonly { id: number; name: string; slug: string; views: number; rating: number }[]
  topBundles: readonly { id: number; name: string; slug: string; popularity: number }[]
}

export const statsKey = '/api/admin/stats'

/** What the dashboard shows when the stats call fails (admin.md §2): every figure zero. */
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
