import { useGoogleRedirect } from '@/components/auth/google-redirect'
import { buttonStyles } from '@/components/ui/styles'
import { useGoogleSignInOffered } from '@/lib/site-settings'

/** Google's "G", drawn inline so no third-party image is loaded before the visitor chooses Google. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2-1.9 3.3-4.7 3.3-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  )
}

type GoogleButtonProps = {
  disabled?: boolean
  /** Reports why Google sign-in could not start (e.g. not configured on this server). */
  onError: (message: string) => void
  /** Where to land after sign-in (the admin sign-in sends admins back to /admin). */
  next?: string
}

/**
 * 'Continue with Google' and the "or" rule before the email choice: asks the API where to go, then leaves
 * for Google (back at /auth/callback). Nothing at all on a server with no Google client configured.
 */
export function GoogleButton({ disabled, onError, next }: GoogleButtonProps) {
  const { leaving, leave } = useGoogleRedirect(onError)
  const offered = useGoogleSignInOffered()
  if (!offered) return null
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.secondary} h-11 w-full`}
        disabled={disabled || leaving}
        onClick={() => leave(next)}
      >
        <GoogleMark />
        Continue with Google
      </button>
      <OrDivider />
    </>
  )
}

/** The "or" rule between Google and the email form. */
function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  )
}
