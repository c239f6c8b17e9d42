import { summarizePlans } from '@kitly/api/plan-rules'
import { CirclePlay, ExternalLink, Trash2, X } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { PricingBadge } from '@/components/ui/pricing-badge'
import { Skeleton } from '@/components/ui/skeleton'
import { formatRating, Stars } from '@/components/ui/stars'
import { cardStyles, inputStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { ToolPage as Tool } from '@/lib/api-types'
import { formatLongDate, plural } from '@/lib/format'
import { apiText, openSourceText, platformsText } from '@/lib/listing-labels'
import { noPriceChangesText, priceHistorySummary } from '@/lib/plan-changes'
import { desktopQuery, useMediaQuery } from '@/lib/use-media-query'
import { type CustomField, compareRows, type PriceHistories, plansText } from '../lib/compare-table'
import { CustomFieldForm } from './custom-field-form'

type CompareViewProps = {
  tools: readonly Tool[]
  /** Undefined while they load. */
  priceHistories: PriceHistories | undefined
  customFields: readonly CustomField[]
  onCustomFieldsChange: (fields: CustomField[]) => void
  onRemoveTool: (id: number) => void
}

const linkStyles =
  'inline-flex items-center gap-1.5 rounded font-medium text-brand-600 hover:underline dark:text-brand-400 [&_svg]:size-4'

/** The Price History cell: the CSV's words, the latest changes one per line. */
function priceHistory(tool: Tool, histories: PriceHistories | undefined): ReactNode {
  if (histories === undefined)
    return (
      <>
        <Skeleton className="h-5 w-40 max-w-full" />
        <span className="sr-only">Loading price history</span>
      </>
    )
  const history = histories?.[tool.slug]
  if (!history) return <span className="text-muted">Not known</span>
  const summary = priceHistorySummary(history)
  if (!summary) return <span className="text-muted">{noPriceChangesText}</span>
  return (
    <>
      <ul className="space-y-1">
        {summary.latest.map((change) => (
          <li key={change}>{change}</li>
        ))}
        {summary.more && <li className="text-muted">{summary.more}</li>}
      </ul>
      <p className="mt-1 text-muted">{summary.total}</p>
    </>
  )
}

/** A row's cell as the page shows it: links and stars where the CSV has plain text. */
function cell(
  feature: (typeof compareRows)[number]['feature'],
  tool: Tool,
  histories: PriceHistories | undefined,
): ReactNode {
  switch (feature) {
    case 'Pricing Model':
      return <PricingBadge pricing_model={tool.pricing_model} is_paid={tool.is_paid} />
    case 'Plans': {
      const summary = summarizePlans(tool.plans)
      return summary.known ? plansText(summary) : <span className="text-muted">Not known</span>
    }
    case 'Price History':
      return priceHistory(tool, histories)
    case 'Free Credits':
      return tool.free_credit_info || <span className="text-muted">Not listed</span>
    case 'Key Features':
      return tool.features.length > 0 ? (
        <ul className="list-disc space-y-1 pl-4">
          {tool.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <span className="text-muted">Not listed</span>
      )
    case 'Platforms':
      return platformsText(tool) || <span className="text-muted">Not listed</span>
    case 'API':
      return tool.has_api === null ? <span className="text-muted">{apiText(tool)}</span> : apiText(tool)
    case 'Open Source':
      return openSourceText(tool)
    case 'Video Preview':
      return tool.video_url ? (
        <a href={tool.video_url} target="_blank" rel="noopener noreferrer" className={linkStyles}>
          <CirclePlay aria-hidden="true" />
          Watch video
        </a>
      ) : (
        <span className="text-muted">No video</span>
      )
    case 'Rating & Reviews':
      return (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <Stars rating={tool.rating} />
          <span className="font-semibold">{formatRating(tool.rating)}</span>
          <span className="text-muted">({plural(tool.review_count, 'review')})</span>
        </span>
      )
    case 'Website Link':
      return (
        <a href={tool.website_url} target="_blank" rel="noopener noreferrer" className={linkStyles}>
          Visit website
          <ExternalLink aria-hidden="true" />
        </a>
      )
    default:
      return tool.short_description
  }
}

/**
 * A discontinued tool can still be compared (a shared link, a list made before it went), but the comparison says it
 * is gone, as its page does, and where to look instead.
 */
function DiscontinuedMark({ tool, since }: { tool: Tool; since: string }) {
  return (
    <p className="mt-1 text-xs font-normal text-amber-800 dark:text-amber-200">
      <span className="font-semibold">Discontinued</span> since {formatLongDate(since)}.{' '}
      <Link to={paths.toolAlternatives.href(tool.slug)} className="underline underline-offset-2 hover:no-underline">
        Alternatives to {tool.name}
      </Link>
    </p>
  )
}

function ToolHead({ tool, onRemove }: { tool: Tool; onRemove: () => void }) {
  return (
    <div className="flex items-start gap-3">
      <LogoTile name={tool.name} icon={tool.logo_url} size="sm" />
      <div className="min-w-0 flex-1">
        <Link to={paths.tool.href(tool.slug)} className="font-semibold text-fg hover:underline">
          {tool.name}
        </Link>
        {tool.category_name && <p className="truncate text-xs font-normal text-muted">{tool.category_name}</p>}
        {tool.discontinued_at && <DiscontinuedMark tool={tool} since={tool.discontinued_at} />}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${tool.name}`}
        className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}

/** The comparison: a table on wide screens, one card per tool on phones, plus custom rows. */
export function CompareView({
  tools,
  priceHistories,
  customFields,
  onCustomFieldsChange,
  onRemoveTool,
}: CompareViewProps) {
  const desktop = useMediaQuery(desktopQuery)
  const [nextId, setNextId] = useState(1)

  const addField = (name: string) => {
    onCustomFieldsChange([...customFields, { id: `field-${nextId}`, name, values: {} }])
    setNextId((id) => id + 1)
  }
  const removeField = (id: string) => onCustomFieldsChange(customFields.filter((field) => field.id !== id))
  const setValue = (fieldId: string, toolId: number, value: string) =>
    onCustomFieldsChange(
      customFields.map((field) =>
        field.id === fieldId ? { ...field, values: { ...field.values, [toolId]: value } } : field,
      ),
    )

  const valueInput = (field: CustomField, tool: Tool) => (
    <input
      aria-label={`${field.name} for ${tool.name}`}
      value={field.values[tool.id] ?? ''}
      onChange={(event) => setValue(field.id, tool.id, event.target.value)}
      className={inputStyles}
    />
  )
  const removeFieldButton = (field: CustomField) => (
    <button
      type="button"
      onClick={() => removeField(field.id)}
      aria-label={`Remove field ${field.name}`}
      className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-red-600"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  )

  return (
    <div className="space-y-6">
      {desktop ? (
        <div className={`${cardStyles} overflow-x-auto`}>
          <table className="w-full min-w-[48rem] table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">Comparison of {tools.map((tool) => tool.name).join(', ')}</caption>
            <colgroup>
              <col className="w-44" />
            </colgroup>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="bg-subtle/50 p-4 font-semibold text-muted">
                  Feature
                </th>
                {tools.map((tool) => (
                  <th key={tool.id} scope="col" className="p-4 align-top font-normal">
                    <ToolHead tool={tool} onRemove={() => onRemoveTool(tool.id)} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {compareRows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="bg-subtle/50 p-4 align-top font-semibold text-fg">
                    {row.feature}
                  </th>
                  {tools.map((tool) => (
                    <td key={tool.id} className="p-4 align-top leading-6 text-fg">
                      {cell(row.feature, tool, priceHistories)}
                    </td>
                  ))}
                </tr>
              ))}
              {customFields.map((field) => (
                <tr key={field.id}>
                  <th scope="row" className="bg-subtle/50 p-4 align-top font-semibold text-fg">
                    <span className="flex items-center justify-between gap-2">
                      <span className="min-w-0 break-words">{field.name}</span>
                      {removeFieldButton(field)}
                    </span>
                  </th>
                  {tools.map((tool) => (
                    <td key={tool.id} className="p-3 align-top">
                      {valueInput(field, tool)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="space-y-4">
          {tools.map((tool) => (
            <li key={tool.id} className={`${cardStyles} p-5`}>
              <ToolHead tool={tool} onRemove={() => onRemoveTool(tool.id)} />
              <dl className="mt-4 divide-y divide-line text-sm">
                {compareRows.map((row) => (
                  <div key={row.feature} className="py-3">
                    <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{row.feature}</dt>
                    <dd className="mt-1 leading-6 text-fg">{cell(row.feature, tool, priceHistories)}</dd>
                  </div>
                ))}
                {customFields.map((field) => (
                  <div key={field.id} className="py-3">
                    <dt className="flex items-center justify-between text-xs font-semibold tracking-wide text-muted uppercase">
                      {field.name}
                      {removeFieldButton(field)}
                    </dt>
                    <dd className="mt-1">{valueInput(field, tool)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <CustomFieldForm onAdd={addField} />
    </div>
  )
}
