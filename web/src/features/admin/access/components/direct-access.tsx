import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { directAccess } from '../api/admin-login'
import { AdminEntryCard } from './admin-sign-in'

type Status = { state: 'idle' } | { state: 'working' } | { state: 'success' } | { state: 'error'; message: string }

/**
 * /admin/direct: the old product's bypass, kept only as a way back in for a browser that is
 * already signed in as an admin. It shows no credential and grants nothing the session does not have.
 */
export function DirectAccess() {
  const navigate = useNavigate()
  const [status, setStatus] = useState<Status>({ state: 'idle' })

  async function enter() {
    setStatus({ state: 'working' })
    try {
      const answer = await directAccess()
      if (!answer.success) {
        // The server's own reason, or a generic one when it gave none.
        setStatus({ state: 'error', message: answer.error || 'Failed to create admin session' })
        return
      }
      setStatus({ state: 'success' })
      navigate(paths.adminDashboard.href())
    } catch (error) {
      setStatus({
        state: 'error',
        message:
          error instanceof ApiError
            ? `Error: HTTP ${error.status}: ${error.message}`
            : `Error: ${error instanceof Error ? error.message : 'Failed to connect to server'}`,
      })
    }
  }

  return (
    <AdminEntryCard
      title="Direct Admin Access"
      description="A temporary way into the admin panel while sign-in issues are resolved; it will be removed. It works only for a browser already signed in as an administrator."
    >
      <button
        type="button"
        className={`${buttonStyles.primary} h-11 w-full`}
        disabled={status.state === 'working'}
        onClick={enter}
      >
        {status.state === 'working' ? 'Setting up session...' : 'Access Admin Dashboard'}
      </button>
      <div role="status" className="mt-4 text-sm">
        {status.state === 'working' && <p className="text-muted">Checking your session…</p>}
        {status.state === 'success' && <p className="text-emerald-600 dark:text-emerald-400">Session ready.</p>}
        {status.state === 'error' && (
          <p className="text-red-600 dark:text-red-400">
            {status.message}{' '}
            <Link to={paths.admin.href()} className="font-medium underline">
              Sign in as an administrator
            </Link>
          </p>
        )}
      </div>
    </AdminEntryCard>
  )
}
