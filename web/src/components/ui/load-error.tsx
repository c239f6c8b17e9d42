import { CircleAlert, RefreshCw } from 'lucide-react'
import { EmptyState } from './empty-state'
import { buttonStyles } from './styles'

/** A list or widget that failed to load, with a retry (SWR's `mutate`). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      role="alert"
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
