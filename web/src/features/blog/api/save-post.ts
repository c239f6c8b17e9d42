import { useState } from 'react'
import { useCurrentUser } from '@/components/auth/current-user'
import { useSavedList, useSavedToggle } from '@/components/auth/use-saved-toggle'
import { toast } from '@/components/ui/toast'
import type { SavedPost } from '@/lib/api-types'
import { readReadingList, setInReadingList } from '../lib/reading-list'

/** GET /api/users/saved-posts (POST / DELETE `/{postId}` save and unsave). */
export const savedPostsKey = '/api/users/saved-posts'

/** The signed-in user's saved articles, newest first. */
export const useSavedPosts = () => useSavedList<SavedPost>(savedPostsKey)

type SavablePost = { id: number; slug: string; title: string }

/**
 * Save for later, from an article or Saved → Articles: a signed-in reader's saves go to the account, a visitor's
 * stay in this browser (and move to the account when they sign in).
 */
export function useSavePost(post: SavablePost) {
  const { user } = useCurrentUser()
  const account = useSavedToggle({
    listKey: savedPostsKey,
    item: { id: post.id, name: post.title },
    texts: {
      signIn: 'Please sign in to save articles',
      saved: 'Saved to your reading list',
      removed: 'Removed from your reading list',
      failed: 'Couldn’t update your reading list. Please try again.',
    },
  })
  const browser = useBrowserSave(post.slug)
  return user ? account : browser
}

function useBrowserSave(slug: string) {
  const [saved, setSaved] = useState(() => readReadingList().includes(slug))
  function toggle() {
    setInReadingList(slug, !saved)
    setSaved(!saved)
    toast.success(
      saved ? 'Removed from your reading list' : 'Saved on this device. Sign in to keep it with your account.',
    )
  }
  return { saved, busy: false, toggle }
}
