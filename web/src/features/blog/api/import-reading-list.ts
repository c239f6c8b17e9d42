import { useEffect } from 'react'
import { useSWRConfig } from 'swr'
import { useCurrentUser } from '@/components/auth/current-user'
import { toast } from '@/components/ui/toast'
import { apiFetch } from '@/lib/api-client'
import { plural } from '@/lib/format'
import { readReadingList, removeFromReadingList } from '../lib/reading-list'
import { savedPostsKey } from './save-post'

/** POST /api/users/saved-posts/import: adds the published articles among `slugs`; answers how many were new. */
export const importReadingList = (slugs: readonly string[]) =>
  apiFetch<{ ok: true; imported: number }>(`${savedPostsKey}/import`, { method: 'POST', body: { slugs } })

// One merge at a time for the whole page: StrictMode and several mounted callers must not send the list twice.
let merging = false

/**
 * Once someone is signed in, moves the reading list they kept as a visitor into their account and empties it
 * here. A failure keeps the list in the browser, to be tried again on the next page load.
 */
export function useMergeReadingListOnSignIn() {
  const userId = useCurrentUser().user?.id
  const { mutate } = useSWRConfig()
  useEffect(() => {
    if (userId === undefined || merging) return
    const slugs = readReadingList()
    if (slugs.length === 0) return
    merging = true
    importReadingList(slugs)
      .then(async ({ imported }) => {
        removeFromReadingList(slugs)
        await mutate(savedPostsKey)
        if (imported > 0) toast.success(`${plural(imported, 'saved article')} moved to your account`)
      })
      .catch((error: unknown) => console.warn('Saved articles stay on this device for now', error))
      .finally(() => {
        merging = false
      })
  }, [userId, mutate])
}
