import { Archive } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { formatLongDate, plural } from '@/lib/format'
import { useDiscontinuedTools } from '../api/get-discontinued-tools'
import { ToolCard } from './tool-card'
import { ToolGrid, ToolGridSkeleton } from './tool-grid'

/** /tools/discontinued: tools that are gone, each with when it stopped and a way to what replaces it. */
export function DiscontinuedTools() {
  const { data, error, mutate } = useDiscontinuedTools()
  return (
    <div className="space-y-8">
      <header className="max-w-2xl space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Discontinued AI tools</h1>
        <p className="text-muted">
          Tools that are no longer offered. They are left out of search and listings; their pages stay, with the tools
          that do the same job.
        </p>
      </header>
      {error ? (
        <LoadError headingLevel={2} what="the discontinued tools" onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading discontinued tools">
          <ToolGridSkeleton />
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={Archive}
          title="No discontinued tools"
          hint="Every tool in the directory is still offered."
        />
      ) : (
        <>
          <p className="text-sm text-muted">
            {data.total > data.items.length
              ? `The ${data.items.length} most recently discontinued of ${plural(data.total, 'tool')}`
              : plural(data.total, 'discontinued tool')}
          </p>
          {/* Opens the list in the heading outline (the page's h1 is above): the cards' names are h3s. */}
          <h2 className="sr-only">Discontinued tools</h2>
          <ToolGrid label="Discontinued tools">
            {data.items.map((tool) => (
              <li key={tool.id} className="flex flex-col gap-2">
                <ToolCard tool={tool} />
                <p className="px-1 text-sm text-muted">
                  Discontinued {formatLongDate(tool.discontinued_at)} ·{' '}
                  <Link
                    to={paths.toolAlternatives.href(tool.slug)}
                    className="font-medium text-brand-600 hover:underline dark:text-brand-400"
                  >
                    Alternatives<span className="sr-only"> to {tool.name}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ToolGrid>
        </>
      )}
    </div>
  )
}
