import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import { submitErrorMessage } from '@/lib/form-errors'
import type { AutosaveStatus } from '@/lib/use-autosave'

/** A refusal that names its fields: their messages are beside them already. */
const hasFieldMessages = (error: unknown) =>
  error instanceof ApiError && Array.isArray(error.details) && error.details.length > 0

/** The draft's autosave, announced politely to screen readers as it changes. */
export function SaveStatus({ status, error }: { status: AutosaveStatus; error: unknown }) {
  return (
    <p
      role="status"
      className="flex min-h-5 min-w-0 items-center gap-1.5 text-sm text-muted [&_svg]:size-4 [&_svg]:shrink-0"
    >
      {status === 'saved' && (
        <>
          <CircleCheck aria-hidden="true" className="text-emerald-600 dark:text-emerald-400" />
          Saved
        </>
      )}
      {(status === 'pending' || status === 'saving') && (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          Saving…
        </>
      )}
      {status === 'failed' && (
        <span className="flex items-start gap-1.5 text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" />
          Couldn’t save:{' '}
          {hasFieldMessages(error)
            ? 'please fix the field marked in red.'
            : submitErrorMessage(error, {
                fallback: 'please try again in a moment.',
                network: 'you seem to be offline.',
              })}
        </span>
      )}
    </p>
  )
}
