import type { ImportJobStatus, ImportKind } from '@kitly/api/schemas'

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  tools: 'AI Tools',
  reviews: 'Reviews',
  tutorials: 'Tutorials',
}

export const IMPORT_STATUS_LABELS: Record<ImportJobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  needs_override: 'Needs confirmation',
}

type Counts = {
  success_count: number | null
  updated_count: number | null
  skipped_count: number | null
  error_count: number | null
}

/** '120 imported · 3 updated · 2 errors': the counts an ended job has (none for one that failed or is at work). */
export function importCountsText({ success_count, updated_count, skipped_count, error_count }: Counts): string {
  const parts = [
    success_count === null ? null : `${success_count} imported`,
    updated_count ? `${updated_count} updated` : null,
    skipped_count ? `${skipped_count} already there` : null,
    error_count ? `${error_count} ${error_count === 1 ? 'error' : 'errors'}` : null,
  ]
  return parts.filter(Boolean).join(' · ')
}
