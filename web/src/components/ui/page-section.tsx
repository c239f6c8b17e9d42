import { type ReactNode, useId } from 'react'
import { container, sectionTitleStyles } from './styles'

type PageSectionProps = {
  title: string
  description?: string
  /** A link beside the title, e.g. "View all". */
  action?: ReactNode
  children: ReactNode
  className?: string
}

/** A titled band of a page, labelled by its heading for landmark navigation. */
export function PageSection({ title, description, action, children, className = '' }: PageSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${container} ${className}`}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="max-w-2xl">
          <h2 id={headingId} className={sectionTitleStyles}>
            {title}
          </h2>
          {description && <p className="mt-2 text-muted">{description}</p>}
        </div>
        {action}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  )
}
