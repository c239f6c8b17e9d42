import { useState } from 'react'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'
import { formatShortDateTime } from '@/lib/format'
import { AdminTable } from '../../shell/components/admin-table'
import { ConfirmDialog } from '../../shell/components/confirm-dialog'
import {
  type AdminInvitation,
  resendAdminInvitation,
  revokeAdminInvitation,
  useAdminInvitations,
} from '../api/settings'

const toastFailureTo = (what: string, cause: unknown) =>
  toastFailure(cause, (message) => `Failed to ${what}: ${message}`, `Error trying to ${what}`)

/**
 * The addresses invited to become admins and not accepted yet, with Resend (a new 72-hour link) and Revoke.
 * Shown only while there are some.
 */
export function PendingInvitations() {
  const { data: invitations, mutate } = useAdminInvitations()
  const [revoking, setRevoking] = useState<AdminInvitation | null>(null)
  if (!invitations?.length) return null

  async function resend(invitation: AdminInvitation) {
    try {
      const renewed = await resendAdminInvitation(invitation.id)
      await mutate((current) => current?.map((row) => (row.id === renewed.id ? renewed : row)), { revalidate: false })
      toast.success(`Invitation sent again to ${invitation.email}`)
    } catch (cause) {
      toastFailureTo('resend the invitation', cause)
    }
  }

  async function revoke() {
    if (!revoking) return
    try {
      await revokeAdminInvitation(revoking.id)
      await mutate((current) => current?.filter((row) => row.id !== revoking.id), { revalidate: false })
      toast.success(`Invitation for ${revoking.email} revoked`)
    } catch (cause) {
      toastFailureTo('revoke the invitation', cause)
    }
    setRevoking(null)
  }

  return (
    <section aria-labelledby="pending-invitations" className="space-y-3">
      <h2 id="pending-invitations" className="text-lg font-semibold text-fg">
        Pending Invitations
      </h2>
      <AdminTable headers={['Email', 'Invited by', 'Status', 'Actions']} minWidth="min-w-[40rem]">
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td className="px-4 py-3 font-medium text-fg">{invitation.email}</td>
            <td className="px-4 py-3 text-muted">{invitation.invited_by ?? 'KITLY_ADMIN_EMAIL'}</td>
            <td className="px-4 py-3 whitespace-nowrap text-muted">
              {invitation.expired ? 'Expired' : `Pending until ${formatShortDateTime(invitation.expires_at)}`}
            </td>
            <td className="space-x-2 px-4 py-3 whitespace-nowrap">
              <button
                type="button"
                className={buttonStyles.small}
                aria-label={`Resend the invitation to ${invitation.email}`}
                onClick={() => void resend(invitation)}
              >
                Resend
              </button>
              <button
                type="button"
                className={buttonStyles.small}
                aria-label={`Revoke the invitation to ${invitation.email}`}
                onClick={() => setRevoking(invitation)}
              >
                Revoke
              </button>
            </td>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        question={revoking && `Revoke the invitation to ${revoking.email}? Its link stops working.`}
        confirmLabel="Revoke"
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </section>
  )
}
