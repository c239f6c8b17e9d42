import { Clock, Mail } from 'lucide-react'
import { cardStyles } from '@/components/ui/styles'

export const SUPPORT_EMAIL = 'support@kitly.ai'

/** The Get in Touch panel: the support address and the response-time promise. */
export function ContactInfo() {
  return (
    <aside className={`${cardStyles} space-y-5 p-6`}>
      <h2 className="text-xl font-semibold tracking-tight text-fg">Get in Touch</h2>
      <div className="flex gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
        <div>
          <p className="text-sm font-medium text-fg">Email support</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-sm text-brand-600 hover:underline dark:text-brand-400">
            {SUPPORT_EMAIL}
          </a>
        </div>
      </div>
      <div className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
        <p className="text-sm text-muted">We typically respond within 48 working hours during business days</p>
      </div>
    </aside>
  )
}
