import { Clock, Mail } from 'lucide-react'
import { cardStyles } from '@/components/ui/styles'
import { useSiteSettings } from '@/lib/site-settings'

/** The Get in Touch panel: the support address (when Settings give one) and the response-time promise. */
export function ContactInfo() {
  const supportEmail = useSiteSettings().data?.support_email
  return (
    <aside className={`${cardStyles} space-y-5 p-6`}>
      <h2 className="text-xl font-semibold tracking-tight text-fg">Get in Touch</h2>
      {supportEmail && (
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
          <div>
            <p className="text-sm font-medium text-fg">Email support</p>
            <a href={`mailto:${supportEmail}`} className="text-sm text-brand-600 hover:underline dark:text-brand-400">
              {supportEmail}
            </a>
          </div>
        </div>
      )}
      <div className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-400" />
        <p className="text-sm text-muted">We typically respond within 48 working hours during business days</p>
      </div>
    </aside>
  )
}
