import { Modal } from '@/components/ui/modal'
import { formatCalendarDate, formatShortDateTime } from '@/lib/format'
import { type RegisteredUser, roleLabels } from '../api/registered-users'

/** The details of a registered user (/admin/users), closed by × , Escape or the backdrop. */
export function UserDetailsModal({ user, onClose }: { user: RegisteredUser | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} size="wide" title="User Details">
      {user && (
        <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          {details(user).map(([label, value]) => (
            <div key={label} className={label === 'Bio' ? 'sm:col-span-2' : ''}>
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="mt-0.5 font-medium break-words whitespace-pre-wrap text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  )
}

function details(user: RegisteredUser): [string, string][] {
  const rows: [string, string | null][] = [
    ['Full Name', user.name || 'Not provided'],
    ['Email', user.email],
    ['Mobile', user.profile.mobile_number || 'Not provided'],
    ['Company', user.company_name || 'Not provided'],
    ['Role', roleLabels[user.user_role]],
    ['Status', user.is_active ? 'Active' : 'Inactive'],
    ['Bio', user.bio],
    ['Date of Birth', user.profile.date_of_birth && formatCalendarDate(user.profile.date_of_birth)],
    ['Location', user.profile.location],
    ['Joined', formatShortDateTime(user.created_at)],
    ['Last Login', user.last_login_at ? formatShortDateTime(user.last_login_at) : 'Never'],
  ]
  // Bio, date of birth and location only when given.
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}
