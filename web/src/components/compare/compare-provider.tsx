import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react'
import { sendToolEvent } from '@/lib/tool-events'
import {
  addToCompare,
  COMPARE_LIMIT,
  type CompareItem,
  compareListOf,
  parseStoredCompareList,
  removeFromCompare,
} from './compare-list'

// The selection survives reloads and page changes within the tab (sessionStorage), and a new tab starts
// empty, as a comparison is a task of the moment. Storage may be blocked: the list then lives in memory.
const storageKey = 'kitly:compare'

function readStored(): readonly CompareItem[] {
  try {
    return parseStoredCompareList(sessionStorage.getItem(storageKey))
  } catch {
    return []
  }
}

type CompareContextValue = {
  items: readonly CompareItem[]
  isFull: boolean
  has: (id: number) => boolean
  add: (item: CompareItem) => void
  remove: (id: number) => void
  clear: () => void
  /** Replaces the whole selection (bundle "Compare All Tools", a shared compare link). */
  replace: (items: readonly CompareItem[]) => void
}

const CompareContext = createContext<CompareContextValue | null>(null)

export function CompareProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState(readStored)

  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(items))
    } catch {}
  }, [items])

  // Each add is counted for the tool's maker (a beacon). Here, in code every page loads, rather than in the
  // button: the cards and the tool page share the button, and it must stay small enough to be copied into
  // each page's chunk (vite.config.ts).
  const add = useCallback((item: CompareItem) => {
    setItems((list) => addToCompare(list, item))
    sendToolEvent(item.slug, 'compare')
  }, [])
  const remove = useCallback((id: number) => setItems((list) => removeFromCompare(list, id)), [])
  const clear = useCallback(() => setItems([]), [])
  const replace = useCallback((next: readonly CompareItem[]) => setItems(compareListOf(next)), [])

  const value = useMemo(
    () => ({
      items,
      isFull: items.length >= COMPARE_LIMIT,
      has: (id: number) => items.some((item) => item.id === id),
      add,
      remove,
      clear,
      replace,
    }),
    [items, add, remove, clear, replace],
  )
  return <CompareContext value={value}>{children}</CompareContext>
}

/** @throws Error when used outside CompareProvider. */
export function useCompare(): CompareContextValue {
  const value = use(CompareContext)
  if (!value) throw new Error('useCompare must be used within a CompareProvider')
  return value
}
