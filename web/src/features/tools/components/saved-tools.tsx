import { Bookmark, Search, SearchX } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { SavedTool } from '@/lib/api-types'
import { plural } from '@/lib/format'
import { useSavedTools } from '../api/save-tool'
import { ToolCard } from './tool-card'
import { ToolGrid, ToolGridSkeleton } from './tool-grid'

const matches = (tool: SavedTool, query: string) =>
  [tool.name, tool.short_description, tool.category_name ?? '', ...tool.tags].some((text) =>
    text.toLowerCase().includes(query),
  )

/** Saved Tools: a local search over the user's saved tools, the count, and the two empty states. */
export function SavedTools() {
  const { data: tools, error, mutate } = useSavedTools()
  const [query, setQuery] = useState('')
  const inputId = useId()
  if (error) return <LoadError headingLevel={2} what="your saved tools" onRetry={() => void mutate()} />
  const needle = query.trim().toLowerCase()
  const shown = tools?.filter((tool) => matches(tool, needle))

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor={inputId} className="sr-only">
            Search saved tools
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={inputId}
            type="search"
            placeholder="Search saved tools..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={`${inputStyles} h-10 pl-9`}
          />
        </div>
        {shown && (
          <p role="status" className="text-sm text-muted">
            {plural(shown.length, 'saved tool')}
          </p>
        )}
      </div>
      {/* Opens the list in the heading outline (the page's h1 is above): the cards' names are h3s. */}
      <h2 className="sr-only">Your saved tools</h2>
      {!shown ? (
        <ToolGridSkeleton />
      ) : tools?.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No saved tools yet"
          hint="Tap the bookmark on any tool to keep it here."
          action={
            <Link to={paths.tools.href()} className={buttonStyles.primary}>
              Browse Tools
            </Link>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No tools found" hint="Try a different search term." />
      ) : (
        <ToolGrid label="Saved tools">
          {shown.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ToolGrid>
      )}
    </div>
  )
}
