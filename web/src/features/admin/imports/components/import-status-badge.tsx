import type { ImportJobStatus } from '@kitly/api/schemas'
import { ToneBadge } from '../../shell/components/status-badge'
import { IMPORT_STATUS_LABELS } from '../lib/import-labels'

const tones: Record<ImportJobStatus, string> = {
  queued: 'bg-subtle text-muted',
  running: 'bg-sky-50 text-sky-800 dark:bg-sky-500/10 dark:text-sky-300',
  succeeded: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  failed: 'bg-red-50 text-red-700 dark:bg-red-500/10 dark:text-red-300',
  needs_override: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
}

/** Where an import job stands, as a coloured label. */
export function ImportStatusBadge({ status }: { status: ImportJobStatus }) {
  return <ToneBadge tone={tones[status]}>{IMPORT_STATUS_LABELS[status]}</ToneBadge>
}
