import { Mail, MailCheck } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { ApiError } from '@/lib/api-client'
import { subscribe } from '../api/subscribe'

/**
 * The blog's subscribe box (POST /api/newsletter; repeats are fine). The API mails a confirmation link, and
 * its answer says so: that sentence is what the box shows.
 */
export function SubscribeBox() {
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [doneMessage, setDoneMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    setError(null)
    try {
      setDoneMessage((await subscribe(email.trim())).message)
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status < 500
          ? caught.message
          : 'Couldn’t subscribe right now. Please try again.',
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <aside className="rounded-3xl border border-line bg-gradient-to-br from-brand-50 to-surface p-6 sm:p-8 dark:from-brand-500/10">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-white">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-fg">Get new guides in your inbox</h2>
      </div>
      <p className="mt-3 text-sm text-muted">One short email when we publish. No spam; unsubscribe any time.</p>
      {doneMessage ? (
        <p
          role="status"
          className="mt-5 flex items-start gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          {doneMessage}
        </p>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="mt-5 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(null)
            }}
            className={`${inputStyles} h-10 flex-1`}
          />
          <button type="submit" className={`${buttonStyles.primary} h-10`} disabled={sending}>
            {sending ? 'Subscribing…' : 'Subscribe'}
          </button>
        </form>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </aside>
  )
}
