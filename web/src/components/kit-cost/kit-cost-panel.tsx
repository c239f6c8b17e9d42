import { notKnownText, staysFreeText, toolCostText, totalText, unitLabel } from '@kitly/api/kit-cost-text'
import { RefreshCw } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, cardStyles, chipStyles } from '@/components/ui/styles'
import type { KitCost, KitUsage } from '@/lib/api-types'
import { UsageNumberField } from './usage-number-field'
import { useShownKitCost } from './use-kit-cost'

type Unit = KitUsage['amounts'][number]['unit']

type KitCostPanelProps = {
  toolIds: readonly number[]
  usage: KitUsage
  /**
   * Given how to change the usage rather than the new usage: two fields typed into before the page shows the first
   * change must both count, so each change applies to the latest usage, not to the one this render was given.
   */
  onUsageChange: (change: (usage: KitUsage) => KitUsage) => void
}

const amountOf = (usage: KitUsage, toolId: number, unit: Unit) =>
  usage.amounts.find((entry) => entry.tool_id === toolId && entry.unit === unit)?.amount ?? 0

function withAmount(usage: KitUsage, toolId: number, unit: Unit, amount: number): KitUsage {
  const others = usage.amounts.filter((entry) => entry.tool_id !== toolId || entry.unit !== unit)
  return { ...usage, amounts: amount === 0 ? others : [...others, { tool_id: toolId, unit, amount }] }
}

/**
 * "Monthly cost": a usage form (seats, and per tool an amount of each unit its plans count) beside the cheapest
 * plans' total per currency, the stay-free variant and the tools whose pricing is not known. The API does the
 * arithmetic (api/src/kit-cost); the form asks it again once typing pauses.
 */
export function KitCostPanel({ toolIds, usage, onUsageChange }: KitCostPanelProps) {
  const { data: cost, error, mutate } = useShownKitCost(toolIds, usage)
  const metered = cost?.tools.filter((tool) => tool.units.length > 0) ?? []

  return (
    <section aria-labelledby="monthly-cost" className={`${cardStyles} p-5 sm:p-6`}>
      <h2 id="monthly-cost" className="text-lg font-semibold tracking-tight text-fg">
        Monthly cost
      </h2>
      <p className="mt-1 text-sm text-muted">
        The cheapest plans on record that cover your usage. Prices stay in their own currency.
      </p>
      <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <form aria-label="Your usage" className="space-y-4" onSubmit={(event) => event.preventDefault()}>
          <UsageNumberField
            label="Seats"
            kind="seats"
            value={usage.seats}
            onValid={(seats) => onUsageChange((latest) => ({ ...latest, seats }))}
          />
          {metered.flatMap((tool) =>
            tool.units.map((unit) => (
              <UsageNumberField
                key={`${tool.tool_id}-${unit}`}
                label={`${tool.name}: ${unitLabel(unit)}`}
                kind="amount"
                value={amountOf(usage, tool.tool_id, unit)}
                onValid={(amount) => onUsageChange((latest) => withAmount(latest, tool.tool_id, unit, amount))}
              />
            )),
          )}
        </form>
        <div className="min-h-48">
          {cost ? (
            <CostSummary cost={cost} />
          ) : error ? (
            <p role="alert" className="text-sm text-fg">
              Couldn’t work out the cost.{' '}
              <button type="button" className={buttonStyles.small} onClick={() => void mutate()}>
                <RefreshCw aria-hidden="true" />
                Try again
              </button>
            </p>
          ) : (
            <div role="status" aria-label="Working out the cost" className="space-y-3">
              <Skeleton className="h-8 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          )}
        </div>
      </div>
    </section>
  )
}

function CostSummary({ cost }: { cost: KitCost }) {
  const total = totalText(cost.totals)
  const notKnown = notKnownText(cost.tools)
  return (
    <div aria-live="polite" className="space-y-4 text-sm">
      <div>
        <p className="text-muted">Cheapest plans</p>
        <p className="text-2xl font-semibold tracking-tight text-fg">{total ?? 'Not known'}</p>
      </div>
      <ul aria-label="Cost per tool" className="divide-y divide-line">
        {cost.tools.map((tool) => (
          <li key={tool.tool_id} className="grid gap-1 py-2 sm:flex sm:items-baseline sm:justify-between sm:gap-3">
            <span className="font-medium text-fg">{tool.name}</span>
            <span className={tool.status === 'priced' ? 'text-fg' : 'text-muted'}>
              {toolCostText(tool)}
              {tool.free_tier && <span className={`${chipStyles} ml-2`}>Free tier covers it</span>}
            </span>
          </li>
        ))}
      </ul>
      <div>
        <p className="font-medium text-fg">Stay free</p>
        <p className="text-muted">{staysFreeText(cost)}</p>
      </div>
      {notKnown && (
        <div>
          <p className="font-medium text-fg">Pricing not known</p>
          <p className="text-muted">{notKnown}</p>
        </div>
      )}
    </div>
  )
}
