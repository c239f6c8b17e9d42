import { Boxes } from 'lucide-react'
import { Link } from 'react-router-dom'
import { RemoveSavedButton } from '@/components/auth/remove-saved-button'
import { SavedList } from '@/components/auth/saved-list'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { SavedBundle } from '@/lib/api-types'
import { useSaveBundle, useSavedBundles } from '../api/save-bundle'
import { BundleCard, BundleCardSkeleton } from './bundle-card'

/** Saved → Bundles: the signed-in user's favorite bundles, newest first. */
export function SavedBundles() {
  const { data, error, mutate } = useSavedBundles()
  return (
    <SavedList
      items={data}
      error={error}
      onRetry={() => void mutate()}
      noun="favorite bundle"
      empty={{
        icon: Boxes,
        hint: 'Tap Add Bundle to Favorites on any bundle to keep it here.',
        action: (
          <Link to={paths.bundles.href()} className={buttonStyles.primary}>
            Explore Bundles
          </Link>
        ),
      }}
      renderItem={(bundle) => <BundleCard bundle={bundle} action={<RemoveBundle bundle={bundle} />} />}
      skeleton={<BundleCardSkeleton />}
    />
  )
}

function RemoveBundle({ bundle }: { bundle: SavedBundle }) {
  return <RemoveSavedButton name={bundle.name} save={useSaveBundle(bundle)} />
}
