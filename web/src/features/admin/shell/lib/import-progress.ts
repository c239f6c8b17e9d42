import type { ImportJob } from '@kitly/api/schemas'
import { formatCount } from '@/lib/format'

type JobProgress = Pick<
  ImportJob,
  'status' | 'stage' | 'file_bytes' | 'bytes_read' | 'parsed_rows' | 'validated_rows' | 'written_rows'
>

/**
 * How far a job is, 0-100, for its progress bar. Reading the file is nearly all of an import's time and its share
 * is known exactly, so it fills the bar to 90; checking for duplicates and writing (one set-based step each, whose
 * length is not known beforehand) take it to 95 and then 100 when the job ends.
 */
export function jobPercent(job: JobProgress): number {
  if (job.status !== 'queued' && job.status !== 'running') return 100
  if (job.status === 'queued' || job.stage === null) return 0
  if (job.stage === 'reading') return Math.floor((90 * job.bytes_read) / Math.max(job.file_bytes, 1))
  return job.stage === 'checking' ? 90 : 95
}

/** 'Reading rows… 12,000', 'Checking… 12,000', 'Writing… 11,950': the stage at work and its count. */
export function jobStageText(job: JobProgress): string {
  if (job.status === 'queued' || job.stage === null) return 'Waiting to start…'
  if (job.stage === 'reading') return `Reading rows… ${formatCount(job.parsed_rows)}`
  if (job.stage === 'checking') return `Checking… ${formatCount(job.validated_rows)}`
  return `Writing… ${formatCount(job.written_rows)}`
}
