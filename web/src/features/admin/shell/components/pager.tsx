import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonStyles } from '@/components/ui/styles'
import { formatCount } from '@/lib/format'

type PagerProps = {
  pageSize: number
  offset: number
  shown: number
  total: number
  /** The API stopped counting at `total`: there are more rows, and Next stays enabled. */
  capped?: boolean
  onMove: (offset: number) => void
}

/** 'Showing 51–100 of 230' (or 'of 10,000+') with Previous and Next, once there is more than one page. */
export function Pager({ pageSize, offset, shown, total, capped = false, onMove }: PagerProps) {
  if (total <= pageSize) return null
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p>
        Showing {offset + 1}–{offset + shown} of {formatCount(total)}
        {capped && '+'}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={offset === 0}
          onClick={() => onMove(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!capped && offset + pageSize >= total}
          onClick={() => onMove(offset + pageSize)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
    </nav>
  )
}
