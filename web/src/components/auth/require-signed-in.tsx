import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import type { Me } from '@/lib/api-types'
import { useCurrentUser } from './current-user'

/** A signed-in-only page: a spinner until the user is known, home for visitors. */
export function RequireSignedIn({ children }: { children: (user: Me) => ReactNode }) {
  const { user, pending } = useCurrentUser()
  if (pending) return <PageSpinner label="Loading your account" />
  if (!user) return <Navigate to={paths.home.href()} replace />
  return children(user)
}

export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex min-h-[50vh] items-center justify-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
    </div>
  )
}
