import { LoaderCircle, Users } from 'lucide-react'
import { useState } from 'react'
import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { formatShortDateTime, pluralAtLeast } from '@/lib/format'
import { AdminTable, type AdminTableSorting } from '../../shell/components/admin-table'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import { ExportButton } from '../../shell/components/export-button'
import { ListSearchBox } from '../../shell/components/list-search-box'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import { ActiveBadge } from '../../shell/components/status-badge'
import { useAdminPage } from '../../shell/use-admin-page'
import {
  exportRegisteredUsers,
  type RegisteredUser,
  type RegisteredUserPage,
  type Role,
  registeredUsersKey,
  roleLabels,
  setUserActive,
  setUserRole,
} from '../api/registered-users'
import { UserDetailsModal } from './user-details-modal'

const roles = Object.entries(roleLabels).map(([value, label]) => ({ value, label }))
const roleOptions = [{ value: '', label: 'All Roles' }, ...roles]
const statusOptions = [
  { value: '', label: 'All Status' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
]

/**
 * /admin/users, Registered Users: a page at a time with search, filters and sortable columns; details, activation
 * and the role (user, moderator, admin), changed after a confirmation since it signs the account out.
 */
export function AdminUsers() {
  const { data, error, isLoading, mutate, refreshAll, list, counts, pager } = useAdminPage<
    RegisteredUserPage,
    'role' | 'is_active'
  >(registeredUsersKey, { column: 'created_at', order: 'desc' }, ['role', 'is_active'], (page) => page.users)
  const users = data?.users ?? []
  const [viewing, setViewing] = useState<RegisteredUser | null>(null)
  const [roleChange, setRoleChange] = useState<{ user: RegisteredUser; role: Role } | null>(null)

  /** The row changes only once the server agrees; `success` names what changed. */
  async function update(change: Promise<RegisteredUser>, success: (saved: RegisteredUser) => string) {
    try {
      const saved = await change
      await mutate(
        (current) => current && { ...current, users: current.users.map((row) => (row.id === saved.id ? saved : row)) },
        { revalidate: false },
      )
      void refreshAll()
      toast.success(success(saved))
    } catch (cause) {
      console.error('Failed to update the user', cause)
      toastFailure(cause, (message) => message, 'Failed to update the user')
    }
  }

  const toggleActive = (user: RegisteredUser) =>
    update(setUserActive(user.id, !user.is_active), (saved) =>
      saved.is_active ? 'User activated' : 'User deactivated',
    )

  async function confirmRoleChange() {
    if (!roleChange) return
    await update(
      setUserRole(roleChange.user.id, roleChange.role),
      (saved) => `${saved.email} is now ${roleLabels[saved.user_role]}`,
    )
    setRoleChange(null)
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Registered Users"
        count={data && pluralAtLeast(data.total, data.total_capped, 'User')}
        description="Manage and view all registered users"
        actions={<ExportButton load={exportRegisteredUsers} filePrefix="registered_users" what="users" />}
      />
      <search className="flex flex-wrap gap-3">
        <ListSearchBox
          label="Search users by name, email or company"
          placeholder="Search by name, email..."
          search={list.search}
          onSearch={list.setSearch}
        />
        <Select
          label="Role"
          className="w-36"
          value={list.filters.role}
          onValueChange={(value) => list.setFilter('role', value)}
          options={roleOptions}
        />
        <Select
          label="Status"
          className="w-36"
          value={list.filters.is_active}
          onValueChange={(value) => list.setFilter('is_active', value)}
          options={statusOptions}
        />
        <button type="button" className={buttonStyles.ghost} disabled={!list.narrowed} onClick={list.clear}>
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
          {...counts}
          notFound="No users found"
          none={{ icon: Users, title: 'No users found', hint: 'Try adjusting your search or filter criteria.' }}
          onRetry={() => void mutate()}
        >
          <UserTable
            users={users}
            sorting={{ sort: list.sort, onSort: list.toggleSort }}
            onView={setViewing}
            onToggleActive={(user) => void toggleActive(user)}
            onRoleChange={(user, role) => setRoleChange({ user, role })}
          />
          <Pager {...pager} shown={users.length} />
        </ListState>
      )}
      <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        question={
          roleChange &&
          `Make ${roleChange.user.email} ${roleLabels[roleChange.role]}? They will be signed out everywhere and sign in again with the new role.`
        }
        confirmLabel="Change role"
        onConfirm={confirmRoleChange}
        onClose={() => setRoleChange(null)}
      />
    </div>
  )
}

type UserTableProps = {
  users: readonly RegisteredUser[]
  sorting: AdminTableSorting
  onView: (user: RegisteredUser) => void
  onToggleActive: (user: RegisteredUser) => void
  onRoleChange: (user: RegisteredUser, role: Role) => void
}

const headers = [
  { label: 'User', sort: 'name' },
  { label: 'Contact', sort: 'email' },
  { label: 'Role', sort: 'user_role' },
  { label: 'Status', sort: 'is_active' },
  { label: 'Last Login', sort: 'last_login_at' },
  { label: 'Joined', sort: 'created_at' },
  'Actions',
] as const

function UserTable({ users, sorting, onView, onToggleActive, onRoleChange }: UserTableProps) {
  return (
    <AdminTable headers={headers} minWidth="min-w-[60rem]" sorting={sorting}>
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
            <Select
              label={`Role of ${user.email}`}
              className="w-32"
              value={user.user_role}
              onValueChange={(role) => onRoleChange(user, role as Role)}
              options={roles}
            />
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
