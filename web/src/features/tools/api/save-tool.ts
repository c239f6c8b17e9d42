import { useState } from 'react'
import { useAuthPrompt } from '@/components/auth/auth-prompt'
import { toast } from '@/components/ui/toast'
import { ApiError, apiFetch } from '@/lib/api-client'

/** POST /api/users/saved-tools/{id}: adds the tool to the signed-in user's saved tools. */
export const saveTool = (toolId: number) => apiFetch(`/api/users/saved-tools/${toolId}`, { method: 'POST' })

/**
 * Saving from a card or the tool page. Signed out (401), it asks for the sign-in dialog instead
 * (spec §6: saving a tool sends visitors to sign in).
 */
export function useSaveTool(tool: { id: number; name: string }) {
  const { openAuth } = useAuthPrompt()
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle')

  async function save() {
    if (state !== 'idle') return
    setState('saving')
    try {
      await saveTool(tool.id)
      setState('saved')
      toast.success(`${tool.name} saved to your tools`)
    } catch (error) {
      setState('idle')
      if (error instanceof ApiError && error.status === 401) {
        toast.info('Please sign in to save tools')
        openAuth('sign-in')
      } else {
        toast.error(`Couldn’t save ${tool.name}. Please try again.`)
      }
    }
  }

  return { save, saving: state === 'saving', saved: state === 'saved' }
}
