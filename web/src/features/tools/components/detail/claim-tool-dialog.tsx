import { BadgeCheck } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { mutate } from 'swr'
import { useAuthPrompt } from '@/components/auth/auth-prompt'
import { useCurrentUser } from '@/components/auth/current-user'
import { FormError, TextField } from '@/components/ui/field'
import { focusStartingControl, Modal } from '@/components/ui/modal'
import { RadioCard } from '@/components/ui/radio-card'
import { buttonStyles } from '@/components/ui/styles'
import type { Claim, ToolPage } from '@/lib/api-types'
import { serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { type ClaimMethod, startClaim } from '../../api/claim-tool'
import { toolKey } from '../../api/get-tool'
import { EmailCodeStep, PublishedProofStep } from './claim-steps'

const METHODS: { value: ClaimMethod; label: string; hint: string }[] = [
  { value: 'email', label: 'Email', hint: 'We mail a code to an address at the tool’s domain.' },
  { value: 'dns', label: 'DNS record', hint: 'You add a TXT record to the domain.' },
  { value: 'well_known', label: 'File on the website', hint: 'You upload a small text file to the site.' },
]

const failure = (error: unknown) =>
  submitErrorMessage(error, {
    fallback: 'Couldn’t start the claim. Please try again.',
    network: 'Network error. Please try again.',
  })

/**
 * The "Claim this tool" dialog: sign in, choose a method, prove it, done. It stays while open even as the tool turns
 * verified under it; each `session` starts again from the first step. Loaded when first wanted.
 */
export function ClaimToolDialog({
  tool,
  session,
  open,
  onClose,
}: {
  tool: Pick<ToolPage, 'slug' | 'name'>
  session: number
  open: boolean
  onClose: () => void
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Claim ${tool.name}`}
      description="Show that you make this tool to get a “Verified maker” badge on its page."
    >
      <ClaimFlow key={session} slug={tool.slug} onDone={onClose} />
    </Modal>
  )
}

function ClaimFlow({ slug, onDone }: { slug: string; onDone: () => void }) {
  const { user } = useCurrentUser()
  const [method, setMethod] = useState<ClaimMethod | null>(null)
  const [claim, setClaim] = useState<Claim | null>(null)
  const stepName = !user ? 'sign-in' : (claim?.state ?? method ?? 'method')

  const changed = (next: Claim) => {
    setClaim(next)
    if (next.state === 'verified') void mutate(toolKey(slug))
  }
  let content: ReactNode
  if (!user) content = <SignInStep onDone={onDone} />
  else if (claim?.state === 'verified') content = <VerifiedStep claim={claim} onDone={onDone} />
  else if (claim?.method === 'email') content = <EmailCodeStep claim={claim} onChange={changed} />
  else if (claim) content = <PublishedProofStep claim={claim} onChange={changed} />
  else if (method === 'email')
    content = <EmailAddressStep slug={slug} onStarted={setClaim} onBack={() => setMethod(null)} />
  else content = <MethodStep slug={slug} onEmail={() => setMethod('email')} onStarted={setClaim} onCancel={onDone} />
  // Keyed by step, so each new step mounts afresh and starts where the keyboard works next (the dialog does that
  // only when it opens).
  return (
    <div key={stepName} ref={focusStartingStep}>
      {content}
    </div>
  )
}

const focusStartingStep = (element: HTMLDivElement | null) => {
  if (element) focusStartingControl(element)
}

function SignInStep({ onDone }: { onDone: () => void }) {
  const { openAuth } = useAuthPrompt()
  return (
    <div className="space-y-5">
      <p className="text-sm text-fg">Please sign in to claim this tool: the badge goes to your account.</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          Cancel
        </button>
        <button
          type="button"
          data-autofocus
          className={buttonStyles.primary}
          onClick={() => {
            onDone()
            openAuth('sign-in')
          }}
        >
          Sign in
        </button>
      </div>
    </div>
  )
}

function VerifiedStep({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  return (
    <div className="space-y-5" role="status">
      <p className="flex items-center gap-2 text-sm font-medium text-fg">
        <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-brand-600 dark:text-brand-400" />
        You are now the verified maker of {claim.tool_name}.
      </p>
      <div className="flex justify-end">
        <button type="button" data-autofocus className={buttonStyles.primary} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  )
}

function MethodStep({
  slug,
  onEmail,
  onStarted,
  onCancel,
}: {
  slug: string
  onEmail: () => void
  onStarted: (claim: Claim) => void
  onCancel: () => void
}) {
  const [choice, setChoice] = useState<ClaimMethod>('email')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (choice === 'email') return onEmail()
    setSending(true)
    try {
      onStarted(await startClaim(slug, { method: choice }))
    } catch (caught) {
      setError(failure(caught))
      setSending(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {error && <FormError>{error}</FormError>}
      <fieldset>
        <legend className="text-sm font-medium text-fg">How would you like to verify?</legend>
        <div className="mt-2 grid gap-2">
          {METHODS.map((option, index) => (
            <RadioCard
              key={option.value}
              name="method"
              value={option.value}
              checked={choice === option.value}
              onSelect={() => setChoice(option.value)}
              label={option.label}
              hint={option.hint}
              autoFocus={index === 0}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? 'Starting…' : 'Continue'}
        </button>
      </div>
    </form>
  )
}

function EmailAddressStep({
  slug,
  onStarted,
  onBack,
}: {
  slug: string
  onStarted: (claim: Claim) => void
  onBack: () => void
}) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    try {
      onStarted(await startClaim(slug, { method: 'email', email }))
    } catch (caught) {
      const field = serverFieldErrors(caught, ['email'] as const).email
      setFieldError(field)
      setError(field ? null : failure(caught))
      setSending(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {error && <FormError>{error}</FormError>}
      <TextField
        label="Your work email"
        type="email"
        autoComplete="email"
        required
        data-autofocus
        hint="An address at the tool’s own domain, e.g. you@its-domain.com."
        value={email}
        error={fieldError}
        onChange={(event) => {
          setEmail(event.target.value)
          setFieldError(undefined)
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onBack}>
          Back
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={sending}>
          {sending ? 'Sending…' : 'Send code'}
        </button>
      </div>
    </form>
  )
}
