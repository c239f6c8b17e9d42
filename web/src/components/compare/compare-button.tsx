import { Check, GitCompareArrows } from 'lucide-react'
import { controlBase } from '@/components/ui/styles'
import type { CompareItem } from './compare-list'
import { useCompare } from './compare-provider'

type CompareButtonProps = {
  tool: CompareItem
  /** `card`: compact, 'Added' once selected; `page`: the tool page's 'Added to Compare'. */
  variant?: 'card' | 'page'
}

export const compareLimitTitle = 'Compare limit reached (5 tools max)'

/** Adds the tool to the comparison or, once added, takes it out again. */
export function CompareButton({ tool, variant = 'card' }: CompareButtonProps) {
  const { has, isFull, add, remove } = useCompare()
  const added = has(tool.id)
  const blocked = isFull && !added
  const addedLabel = variant === 'card' ? 'Added' : 'Added to Compare'
  const size = variant === 'card' ? 'h-8 px-2.5 text-xs' : 'px-4 py-2 text-sm shadow-sm'
  const tone = added
    ? 'border-brand-300 bg-brand-50 text-brand-700 dark:border-brand-700 dark:bg-brand-500/10 dark:text-brand-300'
    : 'border-line bg-surface text-fg hover:bg-subtle'
  return (
    <button
      type="button"
      className={`${controlBase} border ${size} ${tone}`}
      aria-pressed={added}
      disabled={blocked}
      title={blocked ? compareLimitTitle : undefined}
      onClick={() => (added ? remove(tool.id) : add(tool))}
    >
      {added ? <Check aria-hidden="true" /> : <GitCompareArrows aria-hidden="true" />}
      {added ? addedLabel : 'Add to Compare'}
    </button>
  )
}
