import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS } from '@kitly/api/tutorial-rules'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { SelectField } from '@/components/ui/field'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, container } from '@/components/ui/styles'
import { useCategories } from '@/features/categories/api/get-categories'
import { useTasks } from '@/features/tasks/api/get-tasks'
import { TUTORIAL_INDEX_PAGE_SIZE, useTutorialIndex } from '@/features/tutorials/api/get-tutorial-index'
import { TutorialList } from '@/features/tutorials/components/tutorial-list'
import { plural } from '@/lib/format'

const FILTERS = ['category', 'difficulty', 'task'] as const
type Filter = (typeof FILTERS)[number]
const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: DIFFICULTY_LABELS[level] }))

/** /tutorials: every listed tool's tutorials, filtered by category, difficulty and task; filters and page in the URL. */
export function TutorialsRoute() {
  usePageMeta({
    title: pageTitle('AI Tool Tutorials'),
    description:
      'Step-by-step tutorials for popular AI tools, by category, task and difficulty, with videos and PDF guides.',
  })
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined])) as Record<
    Filter,
    string | undefined
  >
  const offset = Math.max(0, Number(params.get('offset')) || 0)
  const { data, error, mutate } = useTutorialIndex({ ...filters, offset })
  const { data: categories } = useCategories()
  const { data: tasks } = useTasks()

  /** A new filter starts again from the first page. */
  function choose(name: Filter, value: string) {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    next.delete('offset')
    setParams(next)
  }
  function turnTo(nextOffset: number) {
    const next = new URLSearchParams(params)
    if (nextOffset > 0) next.set('offset', String(nextOffset))
    else next.delete('offset')
    setParams(next)
  }

  return (
    <div className={`${container} py-8 sm:py-12`}>
      <h1 className="text-3xl font-semibold tracking-tight">AI tool tutorials</h1>
      <p className="mt-2 text-muted">
        Step-by-step guides for the tools in the directory, from first steps to advanced.
      </p>
      <search aria-label="Filter tutorials" className="mt-8 grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Category"
          value={filters.category ?? ''}
          placeholder="All categories"
          options={(categories ?? []).map((category) => ({ value: category.slug, label: category.name }))}
          onChange={(value) => choose('category', value)}
        />
        <SelectField
          label="Difficulty"
          value={filters.difficulty ?? ''}
          placeholder="Any difficulty"
          options={DIFFICULTY_OPTIONS}
          onChange={(value) => choose('difficulty', value)}
        />
        <SelectField
          label="Task"
          value={filters.task ?? ''}
          placeholder="Any task"
          options={(tasks ?? []).map((task) => ({ value: task.slug, label: task.name }))}
          onChange={(value) => choose('task', value)}
        />
      </search>
      <div className="mt-8">
        {data ? (
          <>
            <p className="mb-4 text-sm text-muted" aria-live="polite">
              {plural(data.total, 'tutorial')} found
            </p>
            <TutorialList tutorials={data.tutorials} />
            {data.total > TUTORIAL_INDEX_PAGE_SIZE && (
              <nav aria-label="Pages" className="mt-6 flex justify-between gap-3">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={offset === 0}
                  onClick={() => turnTo(Math.max(0, offset - TUTORIAL_INDEX_PAGE_SIZE))}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={offset + TUTORIAL_INDEX_PAGE_SIZE >= data.total}
                  onClick={() => turnTo(offset + TUTORIAL_INDEX_PAGE_SIZE)}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </button>
              </nav>
            )}
          </>
        ) : error ? (
          <LoadError what="the tutorials" onRetry={() => void mutate()} />
        ) : (
          <Skeleton className="h-64" />
        )}
      </div>
    </div>
  )
}
