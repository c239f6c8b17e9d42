import { useState } from 'react'
import { useGoogleRedirect } from '@/components/auth/google-redirect'
import { FormError } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import type { Profile } from '@/lib/api-types'
import { submitErrorMessage } from '@/lib/form-errors'
import { unlinkGoogle } from '../api/profile'

/**
 * Tab Security: whether Google signs in to this account. Linking goes to Google and back (to this account,
 * in this session); unlinking needs a password, or the account could no longer be signed in to.
 */
export function GoogleLink({ account }: { account: Profile['kitly_user'] }) {
  const [error, setError] = useState<string | null>(null)
  const { leaving, leave } = useGoogleRedirect(setError)
  const [unlinking, setUnlinking] = useState(false)

  async function unlink() {
    setUnlinking(true)
    setError(null)
    try {
      await unlinkGoogle()
      toast.success('Your Google account is no longer linked.')
    } catch (failure) {
      console.error(failure)
      setError(submitErrorMessage(failure, { fallback: 'Could not unlink Google', network: 'Network error' }))
    } finally {
      setUnlinking(false)
    }
  }

  return (
    <section aria-labelledby="google-account-heading" className="max-w-xl space-y-3">
      <h2 id="google-account-heading" className="text-lg font-semibold text-fg">
        Google Account
      </h2>
      {error && <FormError>{error}</FormError>}
      {account.google_linked ? (
        <>
          <p className="text-sm text-muted">Linked: you can sign in with Google.</p>
          {account.has_password ? (
            <button type="button" className={buttonStyles.secondary} disabled={unlinking} onClick={unlink}>
              {unlinking ? 'Unlinking...' : 'Unlink Google account'}
            </button>
          ) : (
            <p className="text-sm text-muted">
              Set a password below before you unlink Google, so you can still sign in.
            </p>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted">Not linked. Link your Google account to sign in with it.</p>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={leaving}
            onClick={() => leave(paths.profile.href(), 'link')}
          >
            Link Google account
          </button>
        </>
      )}
    </section>
  )
}
