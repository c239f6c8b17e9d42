import { DIFFICULTY_LABELS } from '@kitly/api/field-rules'
import { GraduationCap, Plus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useAdminTutorials } from '../../tutorials/api/admin-tutorials'

/** The edited tool's tutorials in the admin's tool form, in their order, with links to manage them and add one. */
export function ToolTutorialsSection({ toolId }: { toolId: number }) {
  const { data, error } = useAdminTutorials({ toolId, limit: 100 })
  const headingId = `tutorials-${toolId}`
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="mr-auto flex items-center gap-2 text-sm font-semibold text-fg">
          <GraduationCap aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
          Tutorials{data && ` (${data.total})`}
        </h3>
        {data && data.total > 0 && (
          <Link to={paths.adminTutorials.href(toolId)} className={buttonStyles.ghost}>
            Reorder and edit
          </Link>
        )}
        <Link to={paths.adminTutorials.href(toolId, true)} className={buttonStyles.small}>
          <Plus aria-hidden="true" />
          Add tutorial
        </Link>
      </div>
      {error ? (
        <p className="mt-2 text-sm text-muted">The tutorials could not be loaded.</p>
      ) : data?.total === 0 ? (
        <p className="mt-2 text-sm text-muted">No tutorials yet.</p>
      ) : (
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-fg">
          {data?.tutorials.map((tutorial) => (
            <li key={tutorial.id}>
              {tutorial.title}
              <span className="text-muted"> · {DIFFICULTY_LABELS[tutorial.difficulty_level]}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
