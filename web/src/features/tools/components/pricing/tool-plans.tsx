import { planAllowanceText, planPriceText } from '@kitly/api/plan-rules'
import { ExternalLink } from 'lucide-react'
import { RenderWhenNear } from '@/components/ui/render-when-near'
import { Skeleton } from '@/components/ui/skeleton'
import { cardStyles, chipStyles } from '@/components/ui/styles'
import type { ToolPage } from '@/lib/api-types'
import { formatCalendarDate } from '@/lib/format'
import { lazyNamed } from '@/lib/lazy-named'

// The chart is code few visitors scroll to: it loads, with the history it draws, as it nears the screen.
const PriceHistory = lazyNamed(() => import('./price-history'), 'PriceHistory')

/**
 * The tool page's Pricing plans: each plan with its price, period, allowance and free tier, and where and when the
 * price was read; "Pricing not known" when no plan is on record (a price is never guessed). Then the price history.
 */
export function ToolPlans({ tool }: { tool: ToolPage }) {
  return (
    <section aria-labelledby="pricing-plans" className="mt-10">
      <h2 id="pricing-plans" className="text-lg font-semibold tracking-tight text-fg">
        Pricing plans
      </h2>
      {tool.plans.length === 0 ? (
        <p className="mt-3 text-sm text-muted">Pricing not known: no plan with a stated source is on record.</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {tool.plans.map((plan) => {
              const allowance = planAllowanceText(plan)
              return (
                <li key={plan.name} className={`${cardStyles} flex flex-col gap-1 p-4`}>
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                    {plan.name}
                    {plan.is_free_tier && <span className={chipStyles}>Free tier</span>}
                  </p>
                  <p className="text-xl font-semibold tracking-tight text-fg">{planPriceText(plan)}</p>
                  {allowance && <p className="text-sm text-muted">{allowance}</p>}
                  <p className="mt-auto pt-2 text-xs text-muted">
                    As of {formatCalendarDate(plan.as_of)} ·{' '}
                    <a
                      href={plan.source_url}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline dark:text-brand-400"
                    >
                      source
                      <ExternalLink aria-hidden="true" className="size-3" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </p>
                </li>
              )
            })}
          </ul>
          <RenderWhenNear placeholder={<Skeleton className="mt-6 h-56 w-full rounded-2xl" />}>
            <PriceHistory slug={tool.slug} />
          </RenderWhenNear>
        </>
      )}
    </section>
  )
}
