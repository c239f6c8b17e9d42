import { SUBMISSION_REJECT_REASON_LABELS } from '@kitly/api/schemas'
import { CircleCheck, CircleX, Clock, ExternalLink, type LucideIcon, MessageSquareText } from 'lucide-react'
import type { EditRequest } from '@/lib/api-types'
import { formatShortDate } from '@/lib/format'

type Shown = { icon: LucideIcon; title: string; tone: string }

const waiting: Shown = {
  icon: Clock,
  title: 'Your pricing change is waiting for review',
  tone: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100',
}

const SHOWN: Record<EditRequest['state'], Shown> = {
  draft: waiting,
  submitted: waiting,
  in_review: { ...waiting, title: 'A reviewer is looking at your pricing change' },
  changes_requested: {
    icon: MessageSquareText,
    title: 'The reviewers have a question about your pricing change',
    tone: 'border-violet-300 bg-violet-50 text-violet-950 dark:border-violet-500/40 dark:bg-violet-500/10 dark:text-violet-100',
  },
  approved: {
    icon: CircleCheck,
    title: 'Your last pricing change was approved',
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100',
  },
  rejected: {
    icon: CircleX,
    title: 'Your last pricing change was not accepted',
    tone: 'border-red-300 bg-red-50 text-red-950 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100',
  },
}

/** Where the maker's latest proposed change of the listing's pricing facts stands, and what it proposed. */
export function EditRequestStatus({ request }: { request: EditRequest }) {
  const { icon: Icon, title, tone } = SHOWN[request.state]
  return (
    <section aria-label="Pricing change" className={`rounded-xl border p-4 text-sm ${tone}`}>
      <p className="flex items-center gap-2 font-medium">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <p className="mt-1.5">
        Pricing {request.pricing_model ?? 'not given'} · Free credits {request.free_credit_info ?? 'none'} · sent{' '}
        {formatShortDate(request.submitted_at)}
      </p>
      <a
        href={request.source_url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="mt-1 inline-flex items-center gap-1 break-all underline [&_svg]:size-3.5 [&_svg]:shrink-0"
      >
        Your source
        <ExternalLink aria-hidden="true" />
      </a>
      {request.state === 'changes_requested' && request.reviewer_message && (
        <p className="mt-2 whitespace-pre-line">{request.reviewer_message}</p>
      )}
      {request.state === 'rejected' && request.reject_reason && (
        <p className="mt-2">Reason: {SUBMISSION_REJECT_REASON_LABELS[request.reject_reason]}</p>
      )}
    </section>
  )
}
