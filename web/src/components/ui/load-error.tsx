import { CircleAlert, RefreshCw } from 'lucide-react'
import { EmptyState, type HeadingLevel } from './empty-state'
import { buttonStyles } from './styles'

type LoadErrorProps = {
  what: string
  onRetry: () => void
  /** See EmptyState: 1 when the failure is the whole page. */
  headingLevel?: HeadingLevel
}

/** A list or widget that failed to load, with a retry (SWR's `mutate`). */
export function LoadError({ what, onRetry, headingLevel }: LoadErrorProps) {
  return (
    <EmptyState
      role="alert"
      headingLevel={headingLevel}
      icon={CircleAlert}
      title={`Couldn’t load ${what}`}
      hint="Check your connection and try again."
      action={
        <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </button>
      }
    />
  )
}
