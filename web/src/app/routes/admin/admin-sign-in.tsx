import { Navigate } from 'react-router-dom'
import { useAuthActions } from '@/components/auth/current-user'
import { PageSpinner } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { paths } from '@/config/paths'
import { useAdminAccess } from '@/features/admin/access/api/check-admin'
import { AccessDenied } from '@/features/admin/access/components/access-denied'
import { AdminSignIn } from '@/features/admin/access/components/admin-sign-in'
import { landingHref } from '@/features/admin/shell/nav-links'
import { GoogleButton } from '@/features/auth/components/google-button'

/** /admin: sign-in for visitors, Access Denied for other users, the first screen of staff (admins' dashboard). */
export function AdminSignInRoute() {
  usePageMeta({ title: pageTitle('Admin Login') })
  const access = useAdminAccess()
  const { signOut } = useAuthActions()
  if (access.state === 'pending') return <PageSpinner label="Checking admin access" />
  if (access.state === 'staff') return <Navigate to={landingHref(access.permissions)} replace />
  if (access.state === 'denied') return <AccessDenied email={access.user.email} onSignOut={() => void signOut()} />
  return (
    <AdminSignIn
      google={(onError) => (
        <GoogleButton
          next={paths.admin.href()}
          onError={() => onError('Google login failed. Please try again or use email login.')}
        />
      )}
    />
  )
}
