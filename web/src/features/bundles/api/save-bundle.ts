import { useSavedToggle } from '@/components/auth/use-saved-toggle'

/** 'Add Bundle to Favorites' (POST / DELETE /api/users/saved-bundles/{id}); visitors are asked to sign in. */
export function useSaveBundle(bundle: { id: number; name: string }) {
  return useSavedToggle({
    listKey: '/api/users/saved-bundles',
    item: bundle,
    texts: {
      signIn: 'Please sign in to save favorites',
      saved: `${bundle.name} added to your favorites`,
      removed: `${bundle.name} removed from your favorites`,
      failed: 'Couldn’t update your favorites. Please try again.',
    },
  })
}
