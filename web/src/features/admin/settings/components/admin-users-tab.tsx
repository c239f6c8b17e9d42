import { EMAIL_INVALID, EMAIL_PATTERN } from '@kitly/api/field-rules'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { mutate as mutateKey } from 'swr'
import { FormError, TextField } from '@/components/ui/field'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import type { FieldErrors } from '@/lib/form-errors'
import { formatShortDate } from '@/lib/format'
import { AdminTable } from '../../shell/components/admin-table'
import { ListState } from '../../shell/components/list-state'
import { ActiveBadge } from '../../shell/components/status-badge'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { type AdminUser, addAdminUser, adminInvitationsKey, setAdminActive, useAdminUsers } from '../api/settings'
import { PendingInvitations } from './pending-invitations'

function validateEmail({ email }: { email: string }): FieldErrors<'email'> {
  if (!email.trim()) return { email: 'Email is required' }
  return EMAIL_PATTERN.test(email.trim()) ? {} : { email: EMAIL_INVALID }
}

/**
 * The 'Admin Users' tab of /admin/settings: add by email (an address whose account is not
 * verified gets an invitation), the pending invitations, activate and deactivate.
 */
export function AdminUsersTab() {
  const { data: admins, error, isLoading, mutate } = useAdminUsers()
  const [formKey, setFormKey] = useState(0)

  async function toggle(admin: AdminUser) {
    try {
      const saved = await setAdminActive(admin.id, !admin.is_active)
      await mutate((current) => current?.map((row) => (row.id === saved.id ? saved : row)), { revalidate: false })
    } catch (cause) {
      // A fixed text with or without an answer; the server's reason stays in its log.
      toastFailure(cause, 'Failed to update admin status', 'Error updating admin status')
    }
  }

  return (
    <div className="space-y-6">
      <AddAdminForm
        key={formKey}
        onAdded={() => {
          setFormKey((key) => key + 1)
          void mutate()
          void mutateKey(adminInvitationsKey)
        }}
      />
      <PendingInvitations />
      <ListState
        what="the admin users"
        error={error}
        isLoading={isLoading}
        total={admins?.length ?? 0}
        shown={admins?.length ?? 0}
        notFound="No admin users found"
        none={{ icon: UserPlus, title: 'No admin users yet', hint: 'Add one by email above.' }}
        onRetry={() => void mutate()}
      >
        <AdminTable headers={['Name', 'Email', 'Status', 'Added', 'Actions']} minWidth="min-w-[40rem]">
          {admins?.map((admin) => (
            <tr key={admin.id}>
              <td className="px-4 py-3 font-medium text-fg">{admin.name || 'Admin User'}</td>
              <td className="px-4 py-3 text-muted">{admin.email}</td>
              <td className="px-4 py-3">
                <ActiveBadge active={admin.is_active} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDate(admin.created_at)}</td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  className={buttonStyles.small}
                  aria-label={`${admin.is_active ? 'Deactivate' : 'Activate'} ${admin.email}`}
                  onClick={() => void toggle(admin)}
                >
                  {admin.is_active ? 'Deactivate' : 'Activate'}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListState>
    </div>
  )
}

function AddAdminForm({ onAdded }: { onAdded: () => void }) {
  const form = useAdminForm<{ email: string }, 'email'>({
    initial: () => ({ email: '' }),
    fields: ['email'],
    validate: validateEmail,
    save: async ({ email }) => {
      const added = await addAdminUser(email.trim())
      toast.success('expires_at' in added ? `Invitation sent to ${added.email}` : 'Admin user added successfully!')
      onAdded()
    },
    failure: (message) => `Failed to add admin: ${message}`,
    networkError: 'Error adding admin user',
  })
  return (
    <form onSubmit={form.submit} noValidate className={`${cardStyles} max-w-2xl space-y-4 p-6`}>
      <h2 className="text-lg font-semibold text-fg">Add Admin User</h2>
      {form.formError && <FormError>{form.formError}</FormError>}
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-56 flex-1">
          <TextField label="Email" type="email" autoComplete="off" {...form.bind('email')} />
        </div>
        <button type="submit" className={`${buttonStyles.primary} mt-7`} disabled={form.saving}>
          <UserPlus aria-hidden="true" />
          {form.saving ? 'Adding...' : 'Add Admin'}
        </button>
      </div>
    </form>
  )
}
