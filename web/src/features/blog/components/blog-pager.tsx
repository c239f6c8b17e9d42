import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'

type BlogPagerProps = { page: number; pageCount: number; hrefFor: (page: number) => string }

/** 'Page 2 of 3' between Newer and Older links (real links: every page has its own URL), once there are two pages. */
export function BlogPager({ page, pageCount, hrefFor }: BlogPagerProps) {
  if (pageCount <= 1) return null
  const step = (target: number, label: string, icon: 'before' | 'after') => {
    const content = (
      <>
        {icon === 'before' && <ChevronLeft aria-hidden="true" />}
        {label}
        {icon === 'after' && <ChevronRight aria-hidden="true" />}
      </>
    )
    return target < 1 || target > pageCount ? (
      <span aria-disabled="true" className={`${buttonStyles.secondary} pointer-events-none opacity-50`}>
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={buttonStyles.secondary}>
        {content}
      </Link>
    )
  }
  return (
    <nav aria-label="Article pages" className="mt-10 flex items-center justify-between gap-3">
      {step(page - 1, 'Newer', 'before')}
      <p className="text-sm font-medium text-muted">
        Page {page} of {pageCount}
      </p>
      {step(page + 1, 'Older', 'after')}
    </nav>
  )
}
