import type { LucideIcon } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { cardStyles, container } from '@/components/ui/styles'

type MailLinkCardProps = {
  icon: LucideIcon
  title: string
  /** `alert` for failures, so screen readers announce them; `status` for results. */
  role?: 'status' | 'alert'
  children: ReactNode
}

/** The narrow card every page reached from an email uses: icon, heading, then its form or result. */
export function MailLinkCard({ icon: Icon, title, role, children }: MailLinkCardProps) {
  const headingId = useId()
  return (
    <div className={`${container} flex justify-center py-12 sm:py-20`}>
      <section aria-labelledby={headingId} role={role} className={`${cardStyles} w-full max-w-md p-6 sm:p-8`}>
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 id={headingId} className="mt-5 text-2xl font-semibold tracking-tight text-fg">
          {title}
        </h1>
        <div className="mt-3">{children}</div>
      </section>
    </div>
  )
}
