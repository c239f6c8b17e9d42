import { ArrowDown, ArrowUp, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { LogoTile } from '@/components/ui/logo-tile'
import { buttonStyles, controlBase, inputStyles } from '@/components/ui/styles'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAdminToolsByIds, useToolSearch } from '../../tools/api/admin-tools'

type ToolPickerProps = {
  /** The chosen tools' ids, in the bundle's order. */
  value: readonly number[]
  onChange: (ids: number[]) => void
}

const moveButton = `${controlBase} size-7 text-muted hover:bg-subtle hover:text-fg`

/**
 * The bundle form's tool picker: a search as you type (the API's best matches, typos forgiven), Select All and
 * Deselect All on the tools found, 'Showing X of Y tools', and the chosen tools in order, each movable up and down.
 */
export function ToolPicker({ value, onChange }: ToolPickerProps) {
  const [search, setSearch] = useState('')
  const searchId = useId()
  const chosen = new Set(value)
  const { data: found } = useToolSearch(useDebouncedValue(search, 300))
  const filtered = found?.tools ?? []
  // The chosen tools' names: they may be in no result of the current search.
  const { data: chosenTools } = useAdminToolsByIds(value)
  const byId = useMemo(
    () => new Map([...(chosenTools?.tools ?? []), ...filtered].map((tool) => [tool.id, tool])),
    [chosenTools, filtered],
  )

  const toggle = (id: number) => onChange(chosen.has(id) ? value.filter((item) => item !== id) : [...value, id])
  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    const [item] = next.splice(index, 1)
    if (item !== undefined) next.splice(index + by, 0, item)
    onChange(next)
  }
  const filteredIds = new Set(filtered.map((tool) => tool.id))

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-fg">Tools ({value.length} selected)</legend>
      {value.length > 0 && (
        <ol aria-label="Selected tools, in order" className="divide-y divide-line rounded-lg border border-line">
          {value.map((id, index) => {
            const name = byId.get(id)?.name ?? `Tool #${id}`
            return (
              <li key={id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
                <span className="w-5 text-muted tabular-nums">{index + 1}</span>
                <span className="flex-1 truncate">{name}</span>
                <button
                  type="button"
                  className={moveButton}
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={moveButton}
                  aria-label={`Move ${name} down`}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </button>
                <button type="button" className={moveButton} aria-label={`Remove ${name}`} onClick={() => toggle(id)}>
                  <X aria-hidden="true" />
                </button>
              </li>
            )
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search tools to add
        </label>
        <input
          id={searchId}
          type="search"
          placeholder="Search tools to add…"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={`${inputStyles} h-9 min-w-48 flex-1`}
        />
        <button
          type="button"
          className={buttonStyles.small}
          onClick={() => onChange([...value, ...filtered.map((tool) => tool.id).filter((id) => !chosen.has(id))])}
        >
          Select All
        </button>
        <button
          type="button"
          className={buttonStyles.small}
          onClick={() => onChange(value.filter((id) => !filteredIds.has(id)))}
        >
          Deselect All
        </button>
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        Showing {filtered.length} of {found?.total ?? 0} tools
      </p>
      <ul className="max-h-64 divide-y divide-line overflow-y-auto rounded-lg border border-line">
        {filtered.map((tool) => (
          <li key={tool.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-subtle">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={chosen.has(tool.id)}
                onChange={() => toggle(tool.id)}
              />
              <LogoTile name={tool.name} icon={tool.logo_url} size="sm" />
              <span className="flex-1 truncate">{tool.name}</span>
              <span className="text-xs text-muted">{tool.category_name ?? 'Uncategorized'}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
