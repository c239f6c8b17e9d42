import { MAX_TOOL_TASKS } from '@kitly/api/field-rules'
import { Check, X } from 'lucide-react'
import { type KeyboardEvent, useId, useMemo, useState } from 'react'
import { Field, invalidStyles } from '@/components/ui/field'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import type { TaskOption } from '../api/admin-tools'

type TaskPickerProps = {
  options: readonly TaskOption[]
  /** Slugs chosen (or accepted), in the order picked. */
  value: readonly string[]
  /** Slugs an import suggested that no admin has confirmed; shown apart, each to accept. */
  suggested: readonly string[]
  error: string | undefined
  onChange: (slugs: string[]) => void
}

/** How many matches the list shows: enough to scan, and typing narrows the rest. */
const SHOWN_MATCHES = 40

const matchesQuery = (option: TaskOption, words: readonly string[]) => {
  const text = `${option.name} ${option.slug} ${option.category_name ?? ''}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/**
 * The tasks a tool does: chosen ones as removable chips, a search-as-you-type combobox to add more (arrow
 * keys, Enter, Escape; Backspace in the empty box removes the last chip), at most MAX_TOOL_TASKS, and the
 * import's unreviewed suggestions with a button to accept each.
 */
export function TaskPicker({ options, value, suggested, error, onChange }: TaskPickerProps) {
  const listId = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const names = useMemo(() => new Map(options.map((option) => [option.slug, option.name])), [options])
  const full = value.length >= MAX_TOOL_TASKS
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    return options
      .filter((option) => !value.includes(option.slug) && matchesQuery(option, words))
      .slice(0, SHOWN_MATCHES)
  }, [options, value, query])
  const pending = suggested.filter((slug) => !value.includes(slug))
  const nameOf = (slug: string) => names.get(slug) ?? slug

  const add = (...slugs: string[]) => {
    onChange([...value, ...slugs].slice(0, MAX_TOOL_TASKS))
    setQuery('')
    setActive(0)
  }
  const remove = (slug: string) => onChange(value.filter((chosen) => chosen !== slug))

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = (step: number) => {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (matches.length === 0 ? 0 : (current + step + matches.length) % matches.length))
    }
    if (event.key === 'ArrowDown') move(1)
    else if (event.key === 'ArrowUp') move(-1)
    else if (event.key === 'Enter' && open) {
      // Enter picks from the list instead of submitting the form.
      event.preventDefault()
      const option = matches[active]
      if (option) add(option.slug)
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around the form.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  const showList = open && !full
  return (
    <div className="space-y-3">
      <Field
        label="Tasks *"
        error={error}
        hint={`What the tool is for, 1 to ${MAX_TOOL_TASKS} tasks: the Magic Kit Builder picks tools by task.`}
      >
        {(control) => (
          <div>
            {value.length > 0 && (
              <ul aria-label="Chosen tasks" className="mb-2 flex flex-wrap gap-1.5">
                {value.map((slug) => (
                  <li
                    key={slug}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800 dark:bg-brand-500/15 dark:text-brand-200"
                  >
                    {nameOf(slug)}
                    <button
                      type="button"
                      aria-label={`Remove task ${nameOf(slug)}`}
                      onClick={() => remove(slug)}
                      className="inline-flex size-5 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-brand-500/25"
                    >
                      <X aria-hidden="true" className="size-3.5" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="relative">
              <input
                {...control}
                type="text"
                role="combobox"
                aria-expanded={showList}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={showList && matches[active] ? `${listId}-${active}` : undefined}
                autoComplete="off"
                disabled={full}
                placeholder={full ? `At most ${MAX_TOOL_TASKS} tasks: remove one to add another` : 'Search tasks…'}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value)
                  setActive(0)
                  setOpen(true)
                }}
                onFocus={() => setOpen(true)}
                onBlur={() => setOpen(false)}
                onKeyDown={onKeyDown}
                className={`${inputStyles} ${invalidStyles} h-10`}
              />
              {showList && (
                <div
                  id={listId}
                  role="listbox"
                  aria-label="Tasks"
                  className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-surface py-1 shadow-lg"
                >
                  {matches.map((option, index) => (
                    <div
                      key={option.slug}
                      id={`${listId}-${index}`}
                      role="option"
                      // Focus stays in the box; the active option is named by aria-activedescendant.
                      tabIndex={-1}
                      aria-selected={index === active}
                      // mousedown, not click: the box keeps focus, so the list does not close first.
                      onMouseDown={(event) => {
                        event.preventDefault()
                        add(option.slug)
                      }}
                      onMouseMove={() => setActive(index)}
                      className="flex cursor-pointer items-baseline justify-between gap-3 px-3 py-1.5 text-sm text-fg aria-selected:bg-subtle"
                    >
                      <span>{option.name}</span>
                      {option.category_name && (
                        <span className="shrink-0 text-xs text-muted">{option.category_name}</span>
                      )}
                    </div>
                  ))}
                  {matches.length === 0 && <p className="px-3 py-1.5 text-sm text-muted">No task matches</p>}
                </div>
              )}
            </div>
          </div>
        )}
      </Field>
      {pending.length > 0 && (
        <section
          aria-label="Suggested tasks"
          className="rounded-lg border border-dashed border-amber-400 bg-amber-50/60 p-3 dark:border-amber-500/50 dark:bg-amber-500/10"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-fg">
              <span className="font-medium">Suggested by the import, not reviewed.</span>{' '}
              <span className="text-muted">Accept the right ones; the others are dropped when you save.</span>
            </p>
            {pending.length > 1 && !full && (
              <button type="button" className={buttonStyles.small} onClick={() => add(...pending)}>
                Accept all
              </button>
            )}
          </div>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {pending.map((slug) => (
              <li key={slug}>
                <button
                  type="button"
                  disabled={full}
                  aria-label={`Accept suggested task ${nameOf(slug)}`}
                  onClick={() => add(slug)}
                  className={`${buttonStyles.small} rounded-full border-dashed border-amber-400 dark:border-amber-500/60`}
                >
                  <Check aria-hidden="true" />
                  {nameOf(slug)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
