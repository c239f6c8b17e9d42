import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { submitErrorMessage } from '@/lib/form-errors'
import { MailLinkCard } from './mail-link-card'

type LinkResultProps = {
  token: string
  /** What the link does (verify, confirm, unsubscribe); safe to repeat. */
  follow: (token: string) => Promise<unknown>
  pendingTitle: string
  successTitle: string
  successText: string
  failureTitle: string
  /** Where to go next, under either result. */
  next: ReactNode
}

type State = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string }

const INCOMPLETE = 'This link is incomplete. Please open the link from your email again.'

/** A page an emailed link opens: it does what the link says as soon as it loads, then shows the result. */
export function LinkResult({
  token,
  follow,
  pendingTitle,
  successTitle,
  successText,
  failureTitle,
  next,
}: LinkResultProps) {
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'failed', message: INCOMPLETE })

  useEffect(() => {
    if (!token) return
    let current = true
    follow(token).then(
      () => current && setState({ kind: 'done' }),
      (error: unknown) =>
        current &&
        setState({
          kind: 'failed',
          message: submitErrorMessage(error, {
            fallback: 'Something went wrong. Please try again in a moment.',
            network: 'Network error. Please try again.',
          }),
        }),
    )
    return () => {
      current = false
    }
  }, [token, follow])

  if (state.kind === 'pending') {
    return (
      <MailLinkCard icon={LoaderCircle} title={pendingTitle} role="status">
        <p className="text-sm text-muted">One moment...</p>
      </MailLinkCard>
    )
  }
  return state.kind === 'done' ? (
    <MailLinkCard icon={CircleCheck} title={successTitle} role="status">
      <p className="text-sm leading-6 text-muted">{successText}</p>
      <div className="mt-6">{next}</div>
    </MailLinkCard>
  ) : (
    <MailLinkCard icon={CircleX} title={failureTitle} role="alert">
      <p className="text-sm leading-6 text-muted">{state.message}</p>
      <div className="mt-6">{next}</div>
    </MailLinkCard>
  )
}
