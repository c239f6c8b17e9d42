import { IMPORT_KINDS } from '@kitly/api/schemas'
import { FileSpreadsheet } from 'lucide-react'
import { Select } from '@/components/ui/select'
import { buttonStyles } from '@/components/ui/styles'
import { formatShortDateTime, plural } from '@/lib/format'
import { IMPORT_JOB_PAGE_SIZE, isActiveJob, useImportJobs } from '../../shell/api/import-jobs'
import { AdminTable } from '../../shell/components/admin-table'
import { ImportJobProgress } from '../../shell/components/import-job-progress'
import { ListState } from '../../shell/components/list-state'
import { AdminPageHeader } from '../../shell/components/page-header'
import { Pager } from '../../shell/components/pager'
import { useListParams, useOpenedId } from '../../shell/use-list-params'
import { IMPORT_KIND_LABELS, importCountsText } from '../lib/import-labels'
import { ImportJobDialog } from './import-job-dialog'
import { ImportStatusBadge } from './import-status-badge'

const HEADERS = ['File', 'Started by', 'When', 'Status', 'Rows', 'Details'] as const
const KIND_OPTIONS = [
  { value: '', label: 'All kinds' },
  ...IMPORT_KINDS.map((kind) => ({ value: kind, label: IMPORT_KIND_LABELS[kind] })),
]
const isKind = (value: string) => IMPORT_KINDS.find((kind) => kind === value)

/**
 * /admin/imports: every bulk upload's import job, newest first, those at work with their progress. The kind and the
 * page are the URL's; `?job={id}` opens a job with its row errors (the upload window links there).
 */
export function AdminImports() {
  const list = useListParams(['kind'])
  const kind = isKind(list.filters.kind)
  const offset = (list.page - 1) * IMPORT_JOB_PAGE_SIZE
  const { data, error, isLoading, mutate } = useImportJobs({ kind, offset })
  const jobs = data?.jobs ?? []
  const [openId, openJob] = useOpenedId('job')

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Imports"
        count={data && plural(data.total, 'import')}
        description="Bulk uploads of tools, reviews and tutorials, newest first: how far each got, and the rows it rejected."
        actions={null}
      />
      <search>
        <Select
          label="Kind"
          className="w-44"
          value={kind ?? ''}
          onValueChange={(value) => list.setFilter('kind', value)}
          options={KIND_OPTIONS}
        />
      </search>
      <ListState
        what="the imports"
        error={error}
        isLoading={isLoading}
        total={data?.total ?? 0}
        shown={jobs.length}
        notFound="No imports of this kind"
        none={{
          icon: FileSpreadsheet,
          title: 'No imports yet',
          hint: 'Files uploaded with Bulk Upload on AI Tools, Reviews or Tutorials will appear here.',
        }}
        onRetry={() => void mutate()}
      >
        <AdminTable headers={HEADERS} minWidth="min-w-[52rem]">
          {jobs.map((job) => (
            <tr key={job.id} className="hover:bg-subtle/40">
              <td className="px-4 py-3">
                <p className="max-w-64 truncate font-medium text-fg">{job.file_name}</p>
                <p className="text-xs text-muted">{IMPORT_KIND_LABELS[job.kind]}</p>
              </td>
              <td className="px-4 py-3 text-muted">{job.created_by_name ?? 'A former admin'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatShortDateTime(job.created_at)}</td>
              <td className="px-4 py-3">
                <ImportStatusBadge status={job.status} />
              </td>
              <td className="w-64 px-4 py-3">
                {isActiveJob(job) ? (
                  <ImportJobProgress job={job} />
                ) : (
                  <span className="text-muted">{importCountsText(job) || '—'}</span>
                )}
              </td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  className={buttonStyles.small}
                  aria-label={`Details of ${job.file_name}`}
                  onClick={() => openJob(job.id)}
                >
                  View
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager
          pageSize={IMPORT_JOB_PAGE_SIZE}
          offset={offset}
          shown={jobs.length}
          total={data?.total ?? 0}
          onMove={(next) => list.setPage(next / IMPORT_JOB_PAGE_SIZE + 1)}
        />
      </ListState>
      <ImportJobDialog jobId={openId} onClose={() => openJob(null)} />
    </div>
  )
}
