import { LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAuthActions } from '@/components/auth/current-user'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { exchangeCode } from '../api/google'

/** What the profile says once Google has answered a link or a re-authentication started there. */
const done = {
  link: 'Your Google account is now linked. You can sign in with it.',
  reauth: 'Thanks for confirming. You have 10 minutes to make your change.',
} as const

/**
 * Where Google sends the browser back: 'Signing you in...', the code exchanged for
 * a session once per page, then the dashboard (or the page sign-in started from); on failure, home with
 * the server's reason. A link or re-authentication started on the profile goes back there.
 */
export function AuthCallback() {
  const navigate = useNavigate()
  const { setSignedInUser } = useAuthActions()
  const started = useRef(false)

  useEffect(() => {
    // The code can be spent only once; a second run (React's strict-mode re-mount) must not try again.
    if (started.current) return
    started.current = true
    exchangeCode(new URLSearchParams(window.location.search))
      .then(async ({ user, next, intent }) => {
        await setSignedInUser(user)
        if (intent !== 'sign_in') toast.success(done[intent])
        navigate(next ?? (intent === 'sign_in' ? paths.dashboard.href() : paths.profile.href()), { replace: true })
      })
      .catch((error: unknown) => {
        console.error(error)
        const refused = error instanceof Error && error.cause instanceof Error ? error.cause.message : null
        toast.error(refused ?? 'Google sign-in failed. Please try again.')
        navigate(paths.home.href(), { replace: true })
      })
  }, [navigate, setSignedInUser])

  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 text-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-600" />
      <p className="text-lg font-medium text-fg">Signing you in...</p>
    </div>
  )
}
