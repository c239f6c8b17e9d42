import { ArrowLeftRight, ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { cardStyles, chipStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { KitView } from '../lib/kit'

type KitToolListProps = {
  kit: KitView
  /** Swaps a step's tool for one of its alternatives; without it, alternatives are not offered (stored kits). */
  onSwap?: (stepIndex: number, toolId: number) => void
}

/**
 * A kit's tools in order, each with the reason it was picked. A builder answer shows them as steps (the task,
 * then the tool chosen for it) with the alternatives one click swaps in.
 */
export function KitToolList({ kit, onSwap }: KitToolListProps) {
  const needLabel = (id: string | undefined) => kit.needs?.find((need) => need.id === id)?.label
  return (
    <ol aria-label="Tools in this kit" className="space-y-3">
      {kit.tools.map((tool, index) => {
        const step = kit.steps?.[index]
        const label = step?.task.name ?? needLabel(tool.need_id)
        return (
          <li key={tool.id} className={`${cardStyles} flex gap-4 p-5`}>
            <span className="hidden w-6 shrink-0 pt-3 text-right text-sm font-semibold text-muted sm:block">
              {index + 1}
            </span>
            <LogoTile name={tool.name} icon={tool.logo_url} />
            <div className="min-w-0 flex-1">
              {step && (
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-600 dark:text-brand-400">
                  Step {index + 1} · {step.task.name}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-semibold text-fg">
                  <Link to={paths.tool.href(tool.slug)} className="hover:underline">
                    {tool.name}
                  </Link>
                </h3>
                <PricingBadge pricing_model={tool.pricing_model} is_paid={tool.is_paid} />
                {!step && label && <span className={chipStyles}>{label}</span>}
              </div>
              {tool.category_name && <p className="text-sm text-muted">{tool.category_name}</p>}
              <p className="mt-2 text-sm leading-6 text-fg/90">{tool.reason || tool.short_description}</p>
              {step && onSwap && step.alternatives.length > 0 && (
                <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                  <span className="text-muted">Alternatives:</span>
                  {step.alternatives.map((alternative) => (
                    <button
                      key={alternative.id}
                      type="button"
                      className="inline-flex items-center gap-1 rounded-full border border-line px-3 py-1 hover:bg-subtle"
                      title={alternative.short_description}
                      aria-label={`Swap in ${alternative.name} for ${step.task.name}`}
                      onClick={() => onSwap(index, alternative.id)}
                    >
                      <ArrowLeftRight aria-hidden="true" className="size-3.5" />
                      {alternative.name}
                    </button>
                  ))}
                </div>
              )}
            </div>
            <a
              href={tool.website_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Visit ${tool.name} (opens in a new tab)`}
              className="flex size-9 shrink-0 items-center justify-center self-start rounded-lg text-muted hover:bg-subtle hover:text-fg"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </li>
        )
      })}
    </ol>
  )
}
