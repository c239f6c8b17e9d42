import { useState } from 'react'
import useSWR from 'swr'
import { toast } from '@/components/ui/toast'
import { ApiError, apiFetch } from '@/lib/api-client'
import { refusalMessage } from '@/lib/form-errors'
import { useAuthPrompt } from './auth-prompt'
import { useCurrentUser } from './current-user'

type SavedToggleOptions = {
  /** The signed-in user's list (`/api/users/saved-tools`); the item's path is `{listKey}/{id}`. */
  listKey: string
  item: { id: number; name: string }
  texts: { signIn: string; saved: string; removed: string; failed: string }
}

/** The signed-in user's saved list at `key` (nothing is fetched for a visitor). */
export function useSavedList<T extends { id: number }>(key: string) {
  const { user } = useCurrentUser()
  return useSavedListWhen<T>(user !== null, key)
}

function useSavedListWhen<T extends { id: number }>(signedIn: boolean, key: string) {
  return useSWR(signedIn ? key : null, () => apiFetch<T[]>(key))
}

/**
 * Save / unsave of a tool or bundle. A visitor gets the sign-in dialog. A signed-in user sees
 * the new state at once; the shared list is then re-read, so every card and page agrees.
 */
export function useSavedToggle({ listKey, item, texts }: SavedToggleOptions) {
  const { user } = useCurrentUser()
  const { openAuth } = useAuthPrompt()
  // Every card has one of these: one session subscription each, not two.
  const list = useSavedListWhen(user !== null, listKey)
  // Which item is being saved or removed, and its new state: a card the directory reuses for another tool
  // (see ToolsDirectory) must not show this one's pending change.
  const [pending, setPending] = useState<{ id: number; saved: boolean } | null>(null)
  const optimistic = pending?.id === item.id ? pending.saved : null
  const saved = optimistic ?? list.data?.some((entry) => entry.id === item.id) ?? false

  function askToSignIn() {
    toast.info(texts.signIn)
    openAuth('sign-in')
  }

  async function toggle() {
    if (!user) return askToSignIn()
    if (pending !== null) return
    const next = !saved
    setPending({ id: item.id, saved: next })
    try {
      await apiFetch(`${listKey}/${item.id}`, { method: next ? 'POST' : 'DELETE' })
      await list.mutate()
      toast.success(next ? texts.saved : texts.removed)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) askToSignIn()
      else toast.error(refusalMessage(error, texts.failed))
    } finally {
      setPending(null)
    }
  }

  return { saved, busy: optimistic !== null, toggle }
}
