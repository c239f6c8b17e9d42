import { RequireSignedIn } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { ProfilePage } from '@/features/profile/components/profile-page'

export function ProfileRoute() {
  usePageMeta({ title: pageTitle('Profile') })
  return (
    <RequireSignedIn>
      {() => (
        <div className={`${container} max-w-4xl py-8 sm:py-12`}>
          <ProfilePage />
        </div>
      )}
    </RequireSignedIn>
  )
}
