import { formatAtLeast } from '@/lib/format'
import { useCatalogStats } from '../api/get-catalog-stats'

/** "820+ curated AI tools" from the catalog's real size; just "Curated AI tools" until it has loaded. */
export function ToolCountBadge() {
  const tools = useCatalogStats().data?.tools
  return (
    <p className="inline-flex rounded-full border border-brand-100 bg-surface/70 px-3 py-1 text-xs font-medium text-brand-700 dark:border-brand-500/20 dark:text-brand-300">
      {tools === undefined ? 'Curated AI tools' : `${formatAtLeast(tools)} curated AI tools`}
    </p>
  )
}
