import { apiFetch } from '@/lib/api-client'
import type { KitPreferences, MagicKit } from '@/lib/api-types'

/** POST /api/magic-kit: a goal and preferences in, a named kit of tools (each with its reason) out. */
export const generateKit = (prompt: string, preferences: KitPreferences) =>
  apiFetch<MagicKit>('/api/magic-kit', { method: 'POST', body: { prompt, preferences } })
