import { Download, PackageOpen, WandSparkles } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { KitCostPanel } from '@/components/kit-cost/kit-cost-panel'
import { defaultKitUsage } from '@/components/kit-cost/use-kit-cost'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, container } from '@/components/ui/styles'
import { kitCardVersion, paths } from '@/config/paths'
import { kitPdfHref, useKit } from '@/features/kit-builder/api/kits'
import { KitEmbedButton, KitEmbedPanel, useKitEmbed } from '@/features/kit-builder/components/kit-embed'
import { KitToolList } from '@/features/kit-builder/components/kit-tool-list'
import { ApiError } from '@/lib/api-client'
import type { KitUsage } from '@/lib/api-types'
import { plural } from '@/lib/format'

/** A shared kit, /kits/{id}. */
export function KitRoute() {
  const { id = '' } = useParams()
  const { data: kit, error, mutate } = useKit(id)
  const notFound = error instanceof ApiError && error.status === 404
  const embed = useKitEmbed()
  usePageMeta(
    kit
      ? {
          title: pageTitle(kit.kit_name),
          description: kit.description,
          // A shared kit previews as its card (as the server's page head names it); a private one shows nothing.
          image: kit.is_shared
            ? (siteName) =>
                paths.kitCard.href(
                  kit.id,
                  kitCardVersion(
                    { name: kit.kit_name, goal: kit.prompt, tool_names: kit.tools.map((tool) => tool.name) },
                    siteName,
                  ),
                )
            : null,
        }
      : { title: pageTitle(notFound ? 'Kit not found' : 'AI Kit') },
  )

  return (
    <div className={`${container} max-w-4xl py-10 sm:py-14`}>
      {kit ? (
        <div className="space-y-8">
          <header className="rounded-3xl border border-line bg-gradient-to-br from-brand-50 to-surface p-6 sm:p-8 dark:from-brand-500/10">
            <p className="text-sm font-semibold text-brand-600 dark:text-brand-400">
              AI kit · {plural(kit.tools.length, 'tool')}
            </p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{kit.kit_name}</h1>
            <p className="mt-3 leading-7 text-muted">{kit.description}</p>
            <p className="mt-4 text-sm text-muted">
              Built for: <q className="text-fg">{kit.prompt}</q>
            </p>
            <div className="mt-6 flex flex-wrap gap-2">
              <a href={kitPdfHref(kit.id)} className={buttonStyles.secondary} download>
                <Download aria-hidden="true" />
                PDF
              </a>
              {/* Only a shared kit's card answers other sites; a private one's would say it is not available. */}
              {kit.is_shared && (
                <KitEmbedButton expanded={embed.open} onToggle={embed.toggle} panelId={embed.panelId} />
              )}
              <Link to={paths.kitBuilder.href()} className={buttonStyles.primary}>
                <WandSparkles aria-hidden="true" />
                Build your own kit
              </Link>
            </div>
          </header>
          {kit.is_shared && embed.open && <KitEmbedPanel kit={kit} id={embed.panelId} />}
          <KitToolList kit={kit} />
          <StoredKitCost toolIds={kit.tools.map((tool) => tool.id)} usage={kit.usage} />
        </div>
      ) : notFound ? (
        <EmptyState
          headingLevel={1}
          icon={PackageOpen}
          title="Kit not found"
          hint="The link may be mistyped, or its owner stopped sharing it."
          action={
            <Link to={paths.kitBuilder.href()} className={buttonStyles.primary}>
              Build a kit
            </Link>
          }
        />
      ) : error ? (
        <LoadError headingLevel={1} what="this kit" onRetry={() => void mutate()} />
      ) : (
        <div role="status" aria-label="Loading kit" className="space-y-4">
          <Skeleton className="h-48 w-full rounded-3xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      )}
    </div>
  )
}

/** The stored kit's cost at the usage it was saved with; a visitor may try another usage (not saved). */
function StoredKitCost({ toolIds, usage }: { toolIds: number[]; usage: KitUsage | null }) {
  const [shown, setShown] = useState(usage ?? defaultKitUsage)
  return <KitCostPanel toolIds={toolIds} usage={shown} onUsageChange={setShown} />
}
