import { ExternalLink } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { cardStyles, chipStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { KitView } from '../lib/kit'

/** A kit's tools in order, each with the reason it was picked (and the need it covers, when known). */
export function KitToolList({ kit }: { kit: KitView }) {
  const needLabel = (id: string | undefined) => kit.needs?.find((need) => need.id === id)?.label
  return (
    <ol className="space-y-3">
      {kit.tools.map((tool, index) => (
        <li key={tool.id} className={`${cardStyles} flex gap-4 p-5`}>
          <span className="hidden w-6 shrink-0 pt-3 text-right text-sm font-semibold text-muted sm:block">
            {index + 1}
          </span>
          <LogoTile name={tool.name} icon={tool.logo_url} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold text-fg">
                <Link to={paths.tool.href(tool.slug)} className="hover:underline">
                  {tool.name}
                </Link>
              </h3>
              <PricingBadge pricing_model={tool.pricing_model} is_paid={tool.is_paid} />
              {needLabel(tool.need_id) && <span className={chipStyles}>{needLabel(tool.need_id)}</span>}
            </div>
            {tool.category_name && <p className="text-sm text-muted">{tool.category_name}</p>}
            <p className="mt-2 text-sm leading-6 text-fg/90">{tool.reason || tool.short_description}</p>
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
      ))}
    </ol>
  )
}
