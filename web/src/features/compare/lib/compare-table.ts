import { staysFreeText, toolCostText, totalText, usageText } from '@kitly/api/kit-cost-text'
import { formatPlanMoney, type PlanSummary, summarizePlans } from '@kitly/api/plan-rules'
import type { PlanChange } from '@kitly/api/schemas'
import { pricingLabel } from '@/components/ui/pricing-badge'
import { formatRating } from '@/components/ui/stars'
import type { KitCost, ToolPage as Tool } from '@/lib/api-types'
import { plural } from '@/lib/format'
import { apiText, openSourceText, platformsText } from '@/lib/listing-labels'
import { priceHistoryText } from '@/lib/plan-changes'

/** A row the visitor added (kept in the browser only): a name and a free-text value per tool id. */
export type CustomField = { id: string; name: string; values: Record<number, string> }

/**
 * The Plans row: the cheapest paid plan by its monthly price (a yearly one over 12) and whether there is a free tier,
 * or "Not known" when the tool has no plan on record.
 */
export function plansText(summary: PlanSummary): string {
  if (!summary.known) return 'Not known'
  const cheapest = summary.cheapest_monthly
  const paid = cheapest
    ? `From ${formatPlanMoney(cheapest.price, cheapest.currency)} a month (${cheapest.name}${cheapest.billing_period === 'year' ? ', billed yearly' : ''})`
    : 'No monthly paid plan'
  return `${paid} · Free tier: ${summary.free_tier ? 'yes' : 'no'}`
}

/** Each compared tool's plan changes by slug, oldest first; null when they could not be loaded. */
export type PriceHistories = Readonly<Record<string, readonly PlanChange[]>> | null

/** The Price History row: the latest changes and how many are recorded, or "Not known" when they did not load. */
export const priceHistoryCell = (tool: Tool, histories: PriceHistories) => {
  const history = histories?.[tool.slug]
  return history ? priceHistoryText(history) : 'Not known'
}

/** The comparison's fixed rows, in order, each with its plain-text value for a tool. */
export const compareRows = [
  { feature: 'Tool Summary', value: (tool: Tool) => tool.short_description },
  { feature: 'Pricing Model', value: (tool: Tool) => tool.pricing_model ?? pricingLabel(tool) },
  { feature: 'Plans', value: (tool: Tool) => plansText(summarizePlans(tool.plans)) },
  { feature: 'Price History', value: priceHistoryCell },
  { feature: 'Free Credits', value: (tool: Tool) => tool.free_credit_info ?? '' },
  { feature: 'Key Features', value: (tool: Tool) => tool.features.join('; ') },
  { feature: 'Platforms', value: platformsText },
  { feature: 'API', value: apiText },
  { feature: 'Open Source', value: openSourceText },
  { feature: 'Video Preview', value: (tool: Tool) => tool.video_url ?? '' },
  {
    feature: 'Rating & Reviews',
    value: (tool: Tool) => `${formatRating(tool.rating)} (${plural(tool.review_count, 'review')})`,
  },
  { feature: 'Website Link', value: (tool: Tool) => tool.website_url },
] as const

/** A custom field's name must be non-blank after trimming; null when it is not. */
export function customFieldName(input: string): string | null {
  const name = input.trim()
  return name === '' ? null : name
}

// Spreadsheets run a cell that starts like a formula; such text gets a leading apostrophe (OWASP CSV injection).
const formulaStart = /^[=+\-@\t\r]/

/** One CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The Monthly cost panel's answer as rows: the usage, each tool's cheapest covering plan (or that its pricing is not
 * known), the total per currency and the stay-free sentence, in the panel's words. Sentences about the whole set sit
 * in the first tool's column.
 */
export function costRows(tools: readonly Tool[], cost: KitCost): string[][] {
  const blanks = tools.slice(1).map(() => '')
  const costOf = (tool: Tool) => {
    const priced = cost.tools.find((entry) => entry.tool_id === tool.id)
    if (!priced) return 'Not known'
    return `${toolCostText(priced)}${priced.free_tier ? ' · Free tier covers it' : ''}`
  }
  return [
    ['Usage', usageText(cost.usage, cost.tools), ...blanks],
    ['Monthly Cost', ...tools.map(costOf)],
    ['Monthly Cost Total', totalText(cost.totals) ?? 'Not known', ...blanks],
    ['Stay Free', staysFreeText(cost), ...blanks],
  ]
}

/**
 * The comparison as CSV: a Feature column and one column per tool, the cost rows when the cost is known; CRLF line
 * ends (RFC 4180).
 */
export function buildCompareCsv(
  tools: readonly Tool[],
  customFields: readonly CustomField[],
  cost: KitCost | null = null,
  histories: PriceHistories = null,
): string {
  const lines = [
    ['Feature', ...tools.map((tool) => tool.name)],
    ...compareRows.map((row) => [row.feature, ...tools.map((tool) => row.value(tool, histories))]),
    ...(cost && tools.length > 0 ? costRows(tools, cost) : []),
    ...customFields.map((field) => [field.name, ...tools.map((tool) => field.values[tool.id] ?? '')]),
  ]
  return `${lines.map((cells) => cells.map(csvField).join(',')).join('\r\n')}\r\n`
}

export const compareCsvFileName = 'ai-tools-comparison.csv'
