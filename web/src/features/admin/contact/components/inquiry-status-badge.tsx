import { INQUIRY_STATUSES, type InquiryStatus } from '../api/inquiries'

const tones: Record<InquiryStatus, string> = {
  new: 'bg-brand-50 text-brand-700 dark:bg-brand-500/10 dark:text-brand-300',
  in_progress: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  resolved: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  closed: 'bg-subtle text-muted',
}

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[status]}`}>
      {INQUIRY_STATUSES.find((option) => option.value === status)?.label}
    </span>
  )
}
