import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import { apiFetch } from '@/lib/api-client'
import { refusalMessage } from '@/lib/form-errors'
import { savedToolsKey, useSavedTools } from './save-tool'

/**
 * Follow / unfollow a saved tool (PUT /api/users/saved-tools/{toolId}/following): a followed tool's changes of
 * plans, pricing or status reach the daily email. Saving follows; `saved` is false for a tool not saved (or a
 * visitor), which has nothing to unfollow.
 */
export function useFollowTool(tool: { id: number; name: string }) {
  const saved = useSavedTools()
  const entry = saved.data?.find((item) => item.id === tool.id)
  const [pending, setPending] = useState<boolean | null>(null)
  const following = pending ?? entry?.following ?? false

  async function toggle() {
    if (pending !== null) return
    const next = !following
    setPending(next)
    try {
      await apiFetch(`${savedToolsKey}/${tool.id}/following`, { method: 'PUT', body: { following: next } })
      await saved.mutate()
      toast.success(
        next ? `You will get an email when ${tool.name} changes` : `No more emails about changes to ${tool.name}`,
      )
    } catch (error) {
      toast.error(refusalMessage(error, `Couldn’t update ${tool.name}. Please try again.`))
    } finally {
      setPending(null)
    }
  }

  return { saved: entry !== undefined, following, busy: pending !== null, toggle }
}
