import { useRef } from 'react'
import type { AuthMode } from '@/components/auth/auth-prompt'
import { focusStartingControl, Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

type AuthDialogProps = {
  /** null: closed. */
  mode: AuthMode | null
  onModeChange: (mode: AuthMode) => void
  onClose: () => void
  /** After a new account is made (the page may move on to the dashboard). */
  onSignedUp: () => void
}

const texts = {
  'sign-in': {
    title: 'Welcome back',
    description: 'Sign in to save tools, favorite bundles and keep your kits.',
    switchPrompt: 'Don’t have an account?',
    switchLabel: 'Sign up',
  },
  'sign-up': {
    title: 'Create your account',
    description: 'Join Kitly to save tools, build kits and write reviews.',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign in',
  },
} as const

/** The sign-in / sign-up dialog, opened from anywhere through the auth prompt. */
export function AuthDialog({ mode, onModeChange, onClose, onSignedUp }: AuthDialogProps) {
  const text = texts[mode ?? 'sign-in']
  const other: AuthMode = mode === 'sign-up' ? 'sign-in' : 'sign-up'
  // Switched with the button below: the new form's first control takes focus, as it does when the dialog opens.
  const switched = useRef(false)
  const focusSwitchedForm = (form: HTMLDivElement | null) => {
    if (!form || !switched.current) return
    switched.current = false
    focusStartingControl(form)
  }
  return (
    <Modal open={mode !== null} onClose={onClose} title={text.title} description={text.description}>
      {/* A key per mode: switching starts the other form afresh. */}
      <div key={mode} ref={focusSwitchedForm}>
        {mode === 'sign-up' ? (
          <SignUpForm
            onSignedUp={() => {
              toast.success('Welcome to Kitly! Your account is ready.')
              onClose()
              onSignedUp()
            }}
          />
        ) : (
          <SignInForm
            onSignedIn={() => {
              toast.success('Signed in')
              onClose()
            }}
            onLeave={onClose}
          />
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        {text.switchPrompt}{' '}
        <button
          type="button"
          onClick={() => {
            switched.current = true
            onModeChange(other)
          }}
          className="font-medium text-brand-600 hover:underline dark:text-brand-400"
        >
          {text.switchLabel}
        </button>
      </p>
    </Modal>
  )
}
