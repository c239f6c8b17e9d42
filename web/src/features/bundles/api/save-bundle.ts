import { useState } from 'react'
import { useAuthPrompt } from '@/components/auth/auth-prompt'
import { toast } from '@/components/ui/toast'
import { ApiError, apiFetch } from '@/lib/api-client'

/** POST /api/users/saved-bundles/{id}: adds the bundle to the signed-in user's favorites. */
export const saveBundle = (bundleId: number) => apiFetch(`/api/users/saved-bundles/${bundleId}`, { method: 'POST' })

/** 'Add Bundle to Favorites'; signed out (401), it asks for the sign-in dialog (spec §2, §6). */
export function useSaveBundle(bundle: { id: number; name: string }) {
  const { openAuth } = useAuthPrompt()
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle')

  async function save() {
    if (state !== 'idle') return
    setState('saving')
    try {
      await saveBundle(bundle.id)
      setState('saved')
      toast.success(`${bundle.name} added to your favorites`)
    } catch (error) {
      setState('idle')
      if (error instanceof ApiError && error.status === 401) {
        toast.info('Please sign in to save favorites')
        openAuth('sign-in')
      } else {
        toast.error('Couldn’t add the bundle to your favorites. Please try again.')
      }
    }
  }

  return { save, saving: state === 'saving', saved: state === 'saved' }
}
