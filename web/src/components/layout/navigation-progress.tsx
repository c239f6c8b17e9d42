import { useNavigation } from 'react-router-dom'
import { useDebouncedValue } from '@/lib/use-debounced-value'

/** How long the next page may take before the bar shows: a quick switch should not flash it. */
const showAfterMs = 150

/**
 * A thin bar across the top while the next page loads (its code, or the data its loader waits for, as the tool
 * page's and the directory's do), so a click always shows that something is happening on a slow connection.
 * Its own component: only it re-renders as navigations start and end.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle'
  const shown = useDebouncedValue(loading, showAfterMs) && loading
  if (!shown) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-500/20"
    >
      <div className="h-full w-1/3 animate-navigation-progress bg-brand-600 motion-reduce:w-full motion-reduce:animate-none dark:bg-brand-400" />
    </div>
  )
}
