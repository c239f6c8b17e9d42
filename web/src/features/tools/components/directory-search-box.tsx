import { Search } from 'lucide-react'
import { type FormEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { replacesHistoryEntry } from '../lib/directory-query'

/**
 * How long typing must pause before the search goes out: long enough to merge a burst (a paste, a held key,
 * a fast typist's run of letters 100 ms apart) into one request, short enough that results follow each word as
 * it is typed. On a phone, rendering the results of every prefix of a fast typist's word would keep the main
 * thread busy past the last key and delay the results wanted (G20). SWR keeps every answer, so going back over
 * a prefix asks nothing again.
 */
const typingDelayMs = 150

export type SearchBoxHandle = {
  /** Empties the box without sending a search (the directory is resetting everything at once). */
  clear: () => void
}

type DirectorySearchBoxProps = {
  /** The search the URL holds. */
  search: string
  /** Puts a new search in the URL; `replace` when it refines the current one in place. */
  onSearch: (search: string, replace: boolean) => void
  ref?: Ref<SearchBoxHandle>
}

/**
 * The directory's search box. What is typed stays in here, so a keystroke re-renders the box, not the
 * results; the search goes to the URL once typing pauses.
 */
export function DirectorySearchBox({ search, onSearch, ref }: DirectorySearchBoxProps) {
  const [input, setInput] = useState(search)
  // The last search this box sent, so one arriving from elsewhere (Back, the header) can be told apart and shown.
  const committed = useRef(search)
  useEffect(() => {
    if (search === committed.current) return
    committed.current = search
    setInput(search)
  }, [search])

  const commit = (text: string) => {
    const next = text.trim()
    if (next === committed.current) return
    const replace = replacesHistoryEntry(committed.current, next)
    committed.current = next
    onSearch(next, replace)
  }
  const typed = useDebouncedValue(input, typingDelayMs)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typing pauses, not when the URL changes
  useEffect(() => commit(typed), [typed])

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        committed.current = ''
        setInput('')
      },
    }),
    [],
  )

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    commit(input)
  }

  return (
    <search className="min-w-0 flex-1">
      <form onSubmit={handleSubmit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-400"
        />
        <input
          type="search"
          aria-label="Search tools"
          placeholder="Search by name, task or tag…"
          value={input}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setInput(event.target.value)}
          className="h-12 w-full rounded-xl border border-line bg-surface pr-4 pl-11 text-base text-fg shadow-xs placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
        />
      </form>
    </search>
  )
}
