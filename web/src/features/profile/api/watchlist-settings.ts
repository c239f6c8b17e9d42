import useSWR, { mutate } from 'swr'
import { apiFetch } from '@/lib/api-client'
import type { WatchlistSettings } from '@/lib/api-types'

export const watchlistSettingsKey = '/api/users/watchlist-settings'

/** GET /api/users/watchlist-settings: whether the watch digest is mailed. */
export const useWatchlistSettings = () =>
  useSWR(watchlistSettingsKey, () => apiFetch<WatchlistSettings>(watchlistSettingsKey))

/** PUT /api/users/watchlist-settings. @throws ApiError 400 naming the field. */
export async function updateWatchlistSettings(settings: WatchlistSettings) {
  const saved = await apiFetch<WatchlistSettings>(watchlistSettingsKey, { method: 'PUT', body: settings })
  await mutate(watchlistSettingsKey, saved, { revalidate: false })
  return saved
}
