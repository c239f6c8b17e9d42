import { useEffect, useRef, useState } from 'react'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { SearchBox } from './page-header'

type ListSearchBoxProps = {
  label: string
  placeholder?: string
  /** The search the list shows (the URL's `q`). */
  search: string
  onSearch: (words: string) => void
}

/**
 * An admin list's search box: what is typed goes to the list once typing pauses (one request per pause, not per
 * key), and a search changed elsewhere (Clear Filters, the Back button) shows in the box.
 */
export function ListSearchBox({ label, placeholder, search, onSearch }: ListSearchBoxProps) {
  const [text, setText] = useState(search)
  const words = useDebouncedValue(text.trim(), 300)
  const latest = useRef({ search, onSearch })
  latest.current = { search, onSearch }

  // Only a pause in typing sends the words: a search changed elsewhere must not be sent back over.
  useEffect(() => {
    if (words !== latest.current.search) latest.current.onSearch(words)
  }, [words])
  useEffect(() => {
    setText((typed) => (typed.trim() === search ? typed : search))
  }, [search])

  return <SearchBox label={label} {...(placeholder ? { placeholder } : {})} value={text} onChange={setText} />
}
