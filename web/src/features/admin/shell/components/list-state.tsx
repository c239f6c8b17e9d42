import { type LucideIcon, Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'

type ListStateProps = {
  /** 'the tools', for the load error. */
  what: string
  error: unknown
  isLoading: boolean
  /** How many items there are, and how many the filters leave. */
  total: number
  shown: number
  /** The filters leave nothing ('No tools found'). */
  notFound: string
  /** There is nothing at all ('No AI tools yet'). */
  none: { icon: LucideIcon; title: string; hint: string }
  onRetry: () => void
  children: ReactNode
}

/**
 * An admin list's loading, failed and empty states, or the list itself. The states' titles are h2s:
 * an admin list sits right under its page's h1.
 */
export function ListState({ what, error, isLoading, total, shown, notFound, none, onRetry, children }: ListStateProps) {
  if (error) return <LoadError headingLevel={2} what={what} onRetry={onRetry} />
  if (isLoading) return <Skeleton className="h-72 w-full rounded-2xl" />
  if (total === 0) return <EmptyState headingLevel={2} icon={none.icon} title={none.title} hint={none.hint} />
  if (shown === 0) {
    const hint = 'Try adjusting your search or filter criteria.'
    return <EmptyState headingLevel={2} icon={Search} title={notFound} hint={hint} />
  }
  return children
}
