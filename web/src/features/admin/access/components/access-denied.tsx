import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { AdminEntryCard } from './admin-sign-in'

/** A signed-in user who is not an administrator, on /admin. */
export function AccessDenied({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  return (
    <AdminEntryCard
      title="Access Denied"
      description={
        <>
          You are signed in as <strong className="text-fg">{email}</strong>, which is not an administrator account.
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles.primary} onClick={onSignOut}>
          Sign out and use another account
        </button>
        <Link to={paths.home.href()} className={buttonStyles.secondary}>
          Back to Kitly
        </Link>
      </div>
    </AdminEntryCard>
  )
}
