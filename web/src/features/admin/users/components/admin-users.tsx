import { LoaderCircle, Users } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { formatShortDateTime, plural } from '@/lib/format'
import { AdminTable } from '../../shell/components/admin-table'
import { ExportButton } from '../../shell/components/export-button'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader, SearchBox } from '../../shell/components/page-header'
import { ActiveBadge } from '../../shell/components/status-badge'
import {
  exportRegisteredUsers,
  type RegisteredUser,
  roleLabels,
  setUserActive,
  useRegisteredUsers,
} from '../api/registered-users'
import { UserDetailsModal } from './user-details-modal'

const roleOptions = [
  { value: '', label: 'All Roles' },
  ...Object.entries(roleLabels).map(([value, label]) => ({ value, label })),
]
const statusOptions = [
  { value: '', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

const matches = (user: RegisteredUser, words: string) =>
  [user.name, user.email, user.company_name].some((text) => text?.toLowerCase().includes(words))

/** /admin/users, Registered Users: filters, the table, details and activation. */
export function AdminUsers() {
  const { data: users, error, isLoading, mutate } = useRegisteredUsers()
  const [search, setSearch] = useState('')
  const [role, setRole] = useState('')
  const [status, setStatus] = useState('')
  const [viewing, setViewing] = useState<RegisteredUser | null>(null)

  const shown = useMemo(() => {
    const words = search.trim().toLowerCase()
    return (users ?? []).filter(
      (user) =>
        (!words || matches(user, words)) &&
        (!role || user.user_role === role) &&
        (!status || user.is_active === (status === 'active')),
    )
  }, [users, search, role, status])

  /** The row changes only once the server agrees. */
  async function toggleActive(user: RegisteredUser) {
    try {
      const saved = await setUserActive(user.id, !user.is_active)
      await mutate((current) => current?.map((row) => (row.id === saved.id ? saved : row)), { revalidate: false })
      toast.success(saved.is_active ? 'User activated' : 'User deactivated')
    } catch (cause) {
      console.error('Failed to update the user', cause)
      toastFailure(cause, (message) => message, 'Failed to update the user')
    }
  }

  const filtered = search !== '' || role !== '' || status !== ''
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Registered Users"
        count={users && plural(shown.length, 'User')}
        description="Manage and view all registered users"
        actions={<ExportButton load={exportRegisteredUsers} filePrefix="registered_users" what="users" />}
      />
      <search className="flex flex-wrap gap-3">
        <SearchBox
          label="Search users by name, email or company"
          placeholder="Search by name, email..."
          value={search}
          onChange={setSearch}
        />
        <Select label="Role" className="w-36" value={role} onValueChange={setRole} options={roleOptions} />
        <Select label="Status" className="w-36" value={status} onValueChange={setStatus} options={statusOptions} />
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={!filtered}
          onClick={() => {
            setSearch('')
            setRole('')
            setStatus('')
          }}
        >
          Clear Filters
        </button>
      </search>
      {isLoading ? (
        <div role="status" aria-label="Loading users" className="flex justify-center py-16">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
        </div>
      ) : (
        <ListState
          what="the users"
          error={error}
          isLoading={false}
          total={users?.length ?? 0}
          shown={shown.length}
          notFound="No users found"
          none={{ icon: Users, title: 'No users found', hint: 'Try adjusting your search or filter criteria.' }}
          onRetry={() => void mutate()}
        >
          <UserTable users={shown} onView={setViewing} onToggleActive={(user) => void toggleActive(user)} />
        </ListState>
      )}
      <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />
    </div>
  )
}

type UserTableProps = {
  users: readonly RegisteredUser[]
  onView: (user: RegisteredUser) => void
  onToggleActive: (user: RegisteredUser) => void
}

const headers = ['User', 'Contact', 'Role', 'Status', 'Last Login', 'Joined', 'Actions'] as const

function UserTable({ users, onView, onToggleActive }: UserTableProps) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[60rem]">
      {users.map((user) => (
        <tr key={user.id} className="align-top hover:bg-subtle/40">
          <td className="px-4 py-3">
            <div className="flex items-center gap-3">
              {user.avatar_url ? (
                <img src={user.avatar_url} alt="" className="size-8 rounded-full object-cover" />
              ) : (
                <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                  {(user.name || user.email).charAt(0).toUpperCase()}
                </span>
              )}
              <div>
                <p className="font-medium text-fg">{user.name || 'No name'}</p>
                {user.company_name && <p className="text-xs text-muted">{user.company_name}</p>}
              </div>
            </div>
          </td>
          <td className="px-4 py-3">
            <p className="text-fg">{user.email}</p>
            {user.profile.mobile_number && <p className="text-xs text-muted">{user.profile.mobile_number}</p>}
          </td>
          <td className="px-4 py-3">
            <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-fg">
              {roleLabels[user.user_role]}
            </span>
          </td>
          <td className="px-4 py-3">
            <ActiveBadge active={user.is_active} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">
            {user.last_login_at ? formatShortDateTime(user.last_login_at) : 'Never'}
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDateTime(user.created_at)}</td>
          <td className="px-4 py-3">
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonStyles.small}
                aria-label={`View details of ${user.email}`}
                onClick={() => onView(user)}
              >
                View Details
              </button>
              <button
                type="button"
                className={buttonStyles.small}
                aria-label={`${user.is_active ? 'Deactivate' : 'Activate'} ${user.email}`}
                onClick={() => onToggleActive(user)}
              >
                {user.is_active ? 'Deactivate User' : 'Activate User'}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
