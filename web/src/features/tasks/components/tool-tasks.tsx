import { Link } from 'react-router-dom'
import { chipStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { useToolTasks } from '../api/get-tasks'

/** "Good for": the tasks a tool does, each linking to the best tools for it. Shows nothing until (or unless) they load. */
export function ToolTasks({ toolSlug }: { toolSlug: string }) {
  const { data: tasks } = useToolTasks(toolSlug)
  if (!tasks || tasks.length === 0) return null
  return (
    <nav aria-label="Good for" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Good for:</span>
      {tasks.map((task) => (
        <Link key={task.slug} to={paths.task.href(task.slug)} className={`${chipStyles} hover:underline`}>
          {task.name}
        </Link>
      ))}
    </nav>
  )
}
