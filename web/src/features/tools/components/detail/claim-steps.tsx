import { Copy } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useState } from 'react'
import { FormError, TextField } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { Claim } from '@/lib/api-types'
import { serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { resendClaimCode, verifyClaim } from '../../api/claim-tool'

type StepProps = { claim: Claim; onChange: (claim: Claim) => void }

const failure = (error: unknown) =>
  submitErrorMessage(error, {
    fallback: 'Couldn’t check. Please try again.',
    network: 'Network error. Please try again.',
  })

/** Whole seconds from now until `at` (0 when it has passed or is unset). */
const secondsUntil = (at: string | null) => (at ? Math.max(0, Math.ceil((Date.parse(at) - Date.now()) / 1000)) : 0)

/** Whole seconds until `at`, counting down once a second; 0 once it has passed. */
function useSecondsUntil(at: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(at))
  useEffect(() => {
    setSeconds(secondsUntil(at))
    const timer = setInterval(() => setSeconds(secondsUntil(at)), 1000)
    return () => clearInterval(timer)
  }, [at])
  return seconds
}

/** The code mailed for an email claim, and a new one a minute after the last. */
export function EmailCodeStep({ claim, onChange }: StepProps) {
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const wait = useSecondsUntil(claim.resend_available_at)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      onChange(await verifyClaim(claim.id, code))
    } catch (caught) {
      const field = serverFieldErrors(caught, ['code'] as const).code
      setFieldError(field)
      setError(field ? null : failure(caught))
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    try {
      onChange(await resendClaimCode(claim.id))
      toast.success(`A new code is on its way to ${claim.email}.`)
    } catch (caught) {
      setError(failure(caught))
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <p className="text-sm text-fg">
        We sent a 6-digit code to <strong className="break-all">{claim.email}</strong>. It works for 10 minutes.
      </p>
      {error && <FormError>{error}</FormError>}
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]*"
        data-autofocus
        className="font-mono tracking-[0.3em]"
        value={code}
        error={fieldError}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''))
          setFieldError(undefined)
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" className={buttonStyles.ghost} onClick={resend} disabled={wait > 0}>
          {wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={busy || code.length !== 6}>
          {busy ? 'Checking…' : 'Verify'}
        </button>
      </div>
    </form>
  )
}

/** A DNS record or well-known file to publish, with copy buttons and "Check now". */
export function PublishedProofStep({ claim, onChange }: StepProps) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function check() {
    setBusy(true)
    setError(null)
    try {
      onChange(await verifyClaim(claim.id))
    } catch (caught) {
      setError(failure(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-5">
      {claim.dns_record && (
        <>
          <p className="text-sm text-fg">Add this TXT record to the DNS of {claim.dns_record.name}, then check.</p>
          <dl className="space-y-3">
            <CopyableValue label="Type" value={claim.dns_record.type} />
            <CopyableValue label="Name" value={claim.dns_record.name} hint="or @, in most DNS panels" />
            <CopyableValue label="Value" value={claim.dns_record.value} />
          </dl>
        </>
      )}
      {claim.well_known && (
        <>
          <p className="text-sm text-fg">
            Serve a text file at this address holding only the content below, then check.
          </p>
          <dl className="space-y-3">
            <CopyableValue label="File URL" value={claim.well_known.url} />
            <CopyableValue label="Content" value={claim.well_known.content} />
          </dl>
        </>
      )}
      {error && <FormError>{error}</FormError>}
      <div className="flex justify-end">
        <button type="button" data-autofocus className={buttonStyles.primary} onClick={check} disabled={busy}>
          {busy ? 'Checking…' : 'Check now'}
        </button>
      </div>
    </div>
  )
}

function CopyableValue({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(`${label} copied.`)
    } catch {
      toast.error('Couldn’t copy. Please select the text and copy it.')
    }
  }
  return (
    <div>
      <dt className="text-xs font-medium text-muted">
        {label}
        {hint && <span className="font-normal"> ({hint})</span>}
      </dt>
      <dd className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-lg border border-line bg-subtle px-3 py-2 font-mono text-sm break-all text-fg">
          {value}
        </code>
        <button type="button" className={buttonStyles.icon} onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          <Copy aria-hidden="true" />
        </button>
      </dd>
    </div>
  )
}
