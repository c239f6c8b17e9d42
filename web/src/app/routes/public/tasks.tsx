import { Link } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { cardStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useTasks } from '@/features/tasks/api/get-tasks'
import { plural } from '@/lib/format'

/** /tasks: every job the catalog's tools do, each linking to its best tools. */
export function TasksRoute() {
  const { data: tasks, error, mutate } = useTasks()
  usePageMeta({
    title: pageTitle('AI Tools by Task'),
    description:
      'Find the best AI tools for the job at hand: transcribe audio, remove backgrounds, write cold emails and more.',
  })
  return (
    <div className={`${container} py-8 sm:py-12`}>
      <h1 className="text-3xl font-semibold tracking-tight">AI tools by task</h1>
      <p className="mt-2 text-muted">Pick the job you want done and see the tools that do it best.</p>
      {tasks ? (
        <ul aria-label="Tasks" className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tasks.map((task) => (
            <li key={task.slug}>
              <Link to={paths.task.href(task.slug)} className={`${cardStyles} block p-4 hover:bg-subtle`}>
                <span className="font-medium text-fg">{task.name}</span>
                <span className="block text-sm text-muted">{plural(task.tool_count, 'tool')}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : error ? (
        <LoadError what="the tasks" onRetry={() => void mutate()} />
      ) : (
        <Skeleton className="mt-8 h-64" />
      )}
    </div>
  )
}
