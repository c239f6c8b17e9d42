import { ProgressBar } from '@/components/ui/progress-bar'
import type { ImportJobSummary } from '../api/import-jobs'
import { jobPercent, jobStageText } from '../lib/import-progress'

/** A job at work: its stage with the rows it got through, over a bar. */
export function ImportJobProgress({ job }: { job: ImportJobSummary }) {
  const text = jobStageText(job)
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium text-fg tabular-nums">
        {text}
      </p>
      <ProgressBar label={`Importing ${job.file_name}`} percent={jobPercent(job)} />
    </div>
  )
}
