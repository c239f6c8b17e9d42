import { useState } from 'react'
import { useGoogleRedirect } from '@/components/auth/google-redirect'
import { FormError } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

/**
 * For an account without a password: a change that could hand it to someone else (a new email address, a
 * first password) first asks Google who is at the keyboard, then allows it for 10 minutes.
 */
export function ConfirmWithGoogle({ before }: { before: string }) {
  const [error, setError] = useState<string | null>(null)
  const { leaving, leave } = useGoogleRedirect(setError)
  return (
    <div className="space-y-3 rounded-xl border border-line bg-subtle/60 p-4 text-sm">
      <p className="text-muted">
        Your account has no password, so please confirm it is you with Google before you {before}. You then have 10
        minutes.
      </p>
      {error && <FormError>{error}</FormError>}
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={leaving}
        onClick={() => leave(paths.profile.href(), 'reauth')}
      >
        Confirm with Google
      </button>
    </div>
  )
}
