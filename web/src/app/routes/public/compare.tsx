import { ArrowLeft, Download, Share2, Trash2 } from 'lucide-react'
import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { parseCompareSlugs } from '@/components/compare/compare-list'
import { useCompare } from '@/components/compare/compare-provider'
import { fetchKitCost, useShownKitCost } from '@/components/kit-cost/use-kit-cost'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { buttonStyles, container } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { compareCardVersion, paths } from '@/config/paths'
import { CompareView } from '@/features/compare/components/compare-view'
import { buildCompareCsv, type CustomField, compareCsvFileName } from '@/features/compare/lib/compare-table'
import { compareUsageParams, fromKitUsage, parseCompareUsage, toKitUsage } from '@/features/compare/lib/compare-usage'
import { getPriceHistories, usePriceHistories } from '@/features/tools/api/get-pricing'
import { useToolsBySlugs } from '@/features/tools/api/get-tools-by-slugs'
import type { KitUsage } from '@/lib/api-types'
import { absoluteUrl, copyText } from '@/lib/clipboard'
import { downloadBlob } from '@/lib/download'
import { lazyNamed } from '@/lib/lazy-named'

// The cost panel sits under the comparison: its code downloads beside the tools rather than before the page renders.
const kitCostPanel = import('@/components/kit-cost/kit-cost-panel')
const KitCostPanel = lazyNamed(() => kitCostPanel, 'KitCostPanel')

export function CompareRoute() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { items, replace, remove, clear } = useCompare()
  const [customFields, setCustomFields] = useState<CustomField[]>([])

  // A shared link (/compare?tools=a,b) that differs from this tab's selection is restored once, on arrival;
  // from then on the selection leads and the address follows it.
  const [linkSlugs, setLinkSlugs] = useState(() => {
    const fromLink = parseCompareSlugs(params.get('tools'))
    return fromLink.length > 0 && fromLink.join(',') !== items.map((item) => item.slug).join(',') ? fromLink : null
  })
  const slugs = linkSlugs ?? items.map((item) => item.slug)
  const { data, error, mutate, isValidating } = useToolsBySlugs(slugs)
  // Asked for beside the tools, not after them; a failure leaves only the Price History row saying "Not known".
  const histories = usePriceHistories(slugs)
  const priceHistories = histories.error && !histories.data ? null : histories.data

  useEffect(() => {
    if (!data || isValidating) return
    if (linkSlugs) {
      replace(data)
      setLinkSlugs(null)
    } else if (data.length < items.length) {
      // A tool removed from the directory since it was selected leaves the selection too.
      replace(items.filter((item) => data.some((tool) => tool.slug === item.slug)))
    }
  }, [linkSlugs, data, isValidating, items, replace])

  // The usage typed in the cost panel lives in the address (seats=…&amounts=slug:unit:amount), so a reload or a
  // shared link shows the same cost; a usage that does not read is tidied into one that does.
  const search = params.toString()
  const linkUsage = useMemo(() => parseCompareUsage(new URLSearchParams(search)), [search])
  const keptUsage = { ...linkUsage, amounts: linkUsage.amounts.filter((entry) => slugs.includes(entry.slug)) }
  const href = paths.compare.href(slugs, compareUsageParams(keptUsage))
  useEffect(() => {
    if (!linkSlugs && slugs.length > 0 && `${window.location.pathname}${window.location.search}` !== href) {
      navigate(href, { replace: true })
    }
  }, [linkSlugs, slugs.length, href, navigate])

  // Shown in the selection's order; a tool just removed disappears before the refetch answers.
  const tools = slugs.flatMap((slug) => data?.find((tool) => tool.slug === slug) ?? [])
  const toolIds = tools.map((tool) => tool.id)
  // Kept the same object while its content is, so the panel's pause-before-asking is not restarted by every render.
  const usageKey = JSON.stringify(toKitUsage(linkUsage, tools))
  const usage = useMemo(() => JSON.parse(usageKey) as KitUsage, [usageKey])
  const { data: cost, pricedUsage } = useShownKitCost(toolIds, usage)
  // Each keystroke replaces the address rather than adding to the history. The address shows a change a moment
  // after it is sent: one typed meanwhile builds on the last one sent, not on the address still shown.
  const sent = useRef<Array<{ search: string; usage: KitUsage }>>([])
  useEffect(() => {
    const arrived = sent.current.findIndex((change) => change.search === search)
    // Not one of ours (Back, a link): the address is the usage again.
    sent.current = arrived === -1 ? [] : sent.current.slice(arrived + 1)
  }, [search])
  const setUsage = (change: (current: KitUsage) => KitUsage) => {
    const next = change(sent.current.at(-1)?.usage ?? usage)
    const to = paths.compare.href(slugs, compareUsageParams(fromKitUsage(next, tools)))
    sent.current.push({ search: new URL(to, window.location.origin).searchParams.toString(), usage: next })
    navigate(to, { replace: true })
  }
  usePageMeta({
    title: pageTitle('Compare AI Tools'),
    description: 'Compare up to five AI tools side by side.',
    // The comparison's card, as the server's page head names it for the same link.
    image:
      tools.length > 0
        ? (siteName) =>
            paths.compareCard.href(
              tools.map((tool) => tool.slug),
              compareCardVersion(
                tools.map((tool) => tool.name),
                siteName,
              ),
            )
        : null,
  })

  if (!linkSlugs && items.length === 0) return <Navigate to={paths.tools.href()} replace />

  function back() {
    // React Router numbers its history entries; the first page of a visit has nowhere to go back to.
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1)
    else navigate(paths.tools.href())
  }

  async function share() {
    const copied = await copyText(absoluteUrl(href))
    if (copied) toast.success('Comparison link copied to the clipboard')
    else toast.error('Couldn’t copy the link. Copy it from the address bar instead.')
  }

  async function exportCsv() {
    // Typed a moment ago, the usage is not priced yet: the file asks for its own answer rather than an older one's.
    // Nor are the price histories, clicked the moment the tools show: the file waits for them as the row does.
    const [current, shownHistories] = await Promise.all([
      pricedUsage === usage ? cost : fetchKitCost(toolIds, usage).catch(() => undefined),
      priceHistories !== undefined ? priceHistories : getPriceHistories(slugs).catch(() => null),
    ])
    downloadBlob(
      new Blob([buildCompareCsv(tools, customFields, current ?? null, shownHistories)], {
        type: 'text/csv;charset=utf-8',
      }),
      compareCsvFileName,
    )
  }

  return (
    <div className={`${container} py-8 sm:py-12`}>
      <button type="button" onClick={back} className={`${buttonStyles.ghost} -ml-3`}>
        <ArrowLeft aria-hidden="true" />
        Back
      </button>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Compare AI Tools</h1>
          <p className="mt-2 text-muted">
            Side by side on pricing, free credits, ratings and more. Add your own rows for what matters to you.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void exportCsv()}
            disabled={tools.length === 0}
          >
            <Download aria-hidden="true" />
            Export CSV
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={share}>
            <Share2 aria-hidden="true" />
            Share
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={clear}>
            <Trash2 aria-hidden="true" />
            Clear All
          </button>
        </div>
      </div>
      <div className="mt-8">
        {error && !data ? (
          <LoadError what="the tools to compare" onRetry={() => void mutate()} />
        ) : !data || linkSlugs ? (
          <div role="status" aria-label="Loading comparison" className="space-y-3">
            <Skeleton className="h-20 w-full rounded-2xl" />
            <Skeleton className="h-72 w-full rounded-2xl" />
          </div>
        ) : (
          <div className="space-y-6">
            <CompareView
              tools={tools}
              priceHistories={priceHistories}
              customFields={customFields}
              onCustomFieldsChange={setCustomFields}
              onRemoveTool={remove}
            />
            {tools.length > 0 && (
              <Suspense fallback={<Skeleton className="h-48 w-full rounded-2xl" />}>
                <KitCostPanel toolIds={toolIds} usage={usage} onUsageChange={setUsage} />
              </Suspense>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
