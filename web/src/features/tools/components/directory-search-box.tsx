import { Search } from 'lucide-react'
import { type FormEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
export type SearchBoxHandle = {
  /** Empties the box without sending a search (the directory is resetting everything at once). */
  clear: () => void
}

type DirectorySearchBoxProps = {
  /** The directory's search: what was typed here, or one from elsewhere (Back, a link). */
  search: string
  /** Sends a new search, at every change. */
  onSearch: (search: string) => void
  ref?: Ref<SearchBoxHandle>
}

/**
 * The directory's search box. Every change sends its search at once; the results follow as they arrive and
 * render in the background, so a keystroke never waits on them (the keystroke-to-results goal, bench/src/goals.ts).
 */
export function DirectorySearchBox({ search, onSearch, ref }: DirectorySearchBoxProps) {
  const [input, setInput] = useState(search)
  // The last search this box sent, so one arriving from elsewhere (Back, a link) can be told apart and shown.
  const committed = useRef(search)
  useEffect(() => {
    if (search === committed.current) return
    committed.current = search
    setInput(search)
  }, [search])

  const commit = (text: string) => {
    const next = text.trim()
    if (next === committed.current) return
    committed.current = next
    onSearch(next)
  }

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
          onChange={(event) => {
            setInput(event.target.value)
            commit(event.target.value)
          }}
          className="h-12 w-full rounded-xl border border-line bg-surface pr-4 pl-11 text-base text-fg shadow-xs placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none"
        />
      </form>
    </search>
  )
}
