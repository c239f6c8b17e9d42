import { useSavedList, useSavedToggle } from '@/components/auth/use-saved-toggle'
import type { SavedBundle } from '@/lib/api-types'

/** GET /api/users/saved-bundles (POST / DELETE `/{bundleId}` favorite and unfavorite). */
export const savedBundlesKey = '/api/users/saved-bundles'

/** The signed-in user's favorite bundles, newest first. */
export const useSavedBundles = () => useSavedList<SavedBundle>(savedBundlesKey)

/** 'Add Bundle to Favorites' and Saved → Bundles' Remove; visitors are asked to sign in. */
export function useSaveBundle(bundle: { id: number; name: string }) {
  return useSavedToggle({
    listKey: savedBundlesKey,
    item: bundle,
    texts: {
      signIn: 'Please sign in to save favorites',
      saved: `${bundle.name} added to your favorites`,
      removed: `${bundle.name} removed from your favorites`,
      failed: 'Couldn’t update your favorites. Please try again.',
    },
  })
}
