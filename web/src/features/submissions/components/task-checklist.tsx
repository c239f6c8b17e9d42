import { MAX_TOOL_TASKS } from '@kitly/api/field-rules'
import { Search } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { inputStyles } from '@/components/ui/styles'
import type { TaskSummary } from '@/lib/api-types'

type TaskChecklistProps = {
  tasks: readonly TaskSummary[]
  /** Slugs chosen, in the order picked. */
  value: readonly string[]
  error: string | undefined
  onChange: (slugs: string[]) => void
}

/**
 * The tasks a tool does, as checkboxes (plain keyboard use, no custom widget) under a filter box: the chosen ones
 * stay on top whatever the filter, and once MAX_TOOL_TASKS are chosen the others wait until one is unticked.
 */
export function TaskChecklist({ tasks, value, error, onChange }: TaskChecklistProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const full = value.length >= MAX_TOOL_TASKS
  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    const matches = (task: TaskSummary) => words.every((word) => task.name.toLowerCase().includes(word))
    const chosen = tasks.filter((task) => value.includes(task.slug))
    return [...chosen, ...tasks.filter((task) => !value.includes(task.slug) && matches(task))]
  }, [tasks, value, query])

  const toggle = (slug: string, checked: boolean) =>
    onChange(checked ? [...value, slug] : value.filter((chosen) => chosen !== slug))

  return (
    <fieldset aria-describedby={`${id}-hint`} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-medium text-fg">Tasks</legend>
      <p id={`${id}-hint`} className={`mt-1 text-xs ${error ? 'text-red-600 dark:text-red-400' : 'text-muted'}`}>
        {error ?? `What the tool is for: choose up to ${MAX_TOOL_TASKS} (${value.length} chosen).`}
      </p>
      <div className="relative mt-2">
        <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          aria-label="Filter tasks"
          placeholder="Filter tasks…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={`${inputStyles} h-10 pl-9`}
        />
      </div>
      <ul className="mt-2 max-h-60 space-y-0.5 overflow-y-auto rounded-lg border border-line p-1.5">
        {shown.map((task) => {
          const checked = value.includes(task.slug)
          return (
            <li key={task.slug}>
              <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-fg hover:bg-subtle has-disabled:cursor-not-allowed has-disabled:opacity-50">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={full && !checked}
                  onChange={(event) => toggle(task.slug, event.target.checked)}
                  className="size-4 accent-brand-600"
                />
                {task.name}
              </label>
            </li>
          )
        })}
        {shown.length === 0 && <li className="px-2 py-1.5 text-sm text-muted">No task matches “{query}”</li>}
      </ul>
    </fieldset>
  )
}
