import { SearchX } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useTask } from '@/features/tasks/api/get-tasks'
import { bestToolsTitle } from '@/features/tasks/lib/task-title'
import { ToolCard } from '@/features/tools/components/tool-card'
import { ToolGrid } from '@/features/tools/components/tool-grid'
import { ApiError } from '@/lib/api-client'

/** /tasks/{slug}: "Best AI tools to transcribe audio and video", the tools ranked as the kit builder ranks them. */
export function TaskRoute() {
  const { slug = '' } = useParams()
  const { data: task, error, mutate } = useTask(slug)
  const notFound = error instanceof ApiError && error.status === 404
  usePageMeta(
    task
      ? { title: pageTitle(bestToolsTitle(task.name)), description: `AI tools to ${task.name.toLowerCase()}.` }
      : { title: pageTitle(notFound ? 'Task not found' : 'AI tools by task') },
  )

  return (
    <div className={`${container} py-8 sm:py-12`}>
      {task ? (
        <div className="space-y-6">
          <header className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-3xl font-semibold tracking-tight">{bestToolsTitle(task.name)}</h1>
              {task.synonyms.length > 0 && <p className="mt-2 text-muted">Also for: {task.synonyms.join(' · ')}</p>}
            </div>
            {/* The directory's task filter: the same tools, with search, category and pricing on top. */}
            <Link to={paths.tools.href({ task: task.slug })} className={buttonStyles.secondary}>
              Filter them in the directory
            </Link>
          </header>
          <ToolGrid label={bestToolsTitle(task.name)}>
            {task.tools.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ToolGrid>
        </div>
      ) : notFound ? (
        <EmptyState
          headingLevel={1}
          icon={SearchX}
          title="Task not found"
          hint="No tool in the catalog does this task yet."
          action={
            <Link to={paths.tasks.href()} className={buttonStyles.primary}>
              All tasks
            </Link>
          }
        />
      ) : error ? (
        <LoadError headingLevel={1} what="this task" onRetry={() => void mutate()} />
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  )
}
