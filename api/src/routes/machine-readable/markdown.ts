/**
 * The catalog as Markdown for language models and their users: /llms.txt (https://llmstxt.org: a title, a summary
 * in a quote, then sections of links), /llms-full.txt (the same with every tool) and a page per tool.
 * Text from the catalog is written inline, so the characters that would start Markdown syntax are escaped.
 */
import { paths } from '@kitly/paths'
import { planAllowanceText, planPriceText } from '../../content/tool-plans.ts'
import type { CatalogTool, CategoryEntry } from './queries.ts'

export type SiteFacts = {
  siteName: string
  publicUrl: string
  toolCount: number
  categories: readonly CategoryEntry[]
  tasks: readonly { slug: string; name: string; tool_count: number }[]
}

/** Inline text: one line, and no character that Markdown would read as a link, emphasis, code or HTML. */
export const inline = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`)

/** Parentheses and spaces would end a link's address early. */
const link = (text: string, url: string) => `[${inline(text)}](${url.replace(/[()\s]/g, encodeURIComponent)})`
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
const PRICING_LABEL: Record<NonNullable<CatalogTool['pricing_model']>, string> = {
  Free: 'Free',
  Freemium: 'Free plan with paid upgrades',
  Paid: 'Paid',
}

function header({ siteName, publicUrl, toolCount, categories }: SiteFacts): string[] {
  const api = (path: string) => `${publicUrl}${path}`
  return [
    `# ${inline(siteName)}`,
    '',
    `> ${inline(siteName)} is a directory of ${plural(toolCount, 'AI tool')} in ${plural(categories.length, 'category', 'categories')}: ` +
      'search them, compare them side by side, and combine them into a kit for a goal.',
    '',
    'Every tool page has a Markdown version: add `.md` to its address ' +
      `(${api(paths.toolMarkdown.href('chatgpt'))}). Prices are listed only where a source states them; "not known" means just that.`,
    '',
    '## Search and data',
    '',
    `- ${link('Search the catalog', api('/api/search?q=transcribe+audio'))}: typo-tolerant search as JSON; parameters \`q\`, \`category\`, \`pricing\` (free or paid), \`task\`, \`limit\`, \`offset\``,
    `- ${link('Catalog export', api('/api/catalog.json'))}: every active tool as JSON, 100 a page by default; follow \`next\`; answers 304 to \`If-None-Match\`; a discontinued tool stays, with its \`discontinued_at\``,
    `- ${link('Tasks', api('/api/tasks'))}: the jobs people use AI tools for, each with the tools that do it (\`/api/tasks/{slug}\`)`,
    `- ${link('API reference', api('/api/docs'))}: OpenAPI description of the public API`,
    `- ${link('New and updated tools', api(paths.toolsFeed.href('xml')))}: RSS; JSON Feed at ${api(paths.toolsFeed.href('json'))}; per category at \`/feeds/categories/{slug}.xml\` and \`.json\``,
    `- ${link('Magic Kit Builder', api(paths.kitBuilder.path))}: describe a goal, get a kit of tools, one per step`,
    '',
  ]
}

function sectionsOf(facts: SiteFacts): string[] {
  const page = (path: string) => `${facts.publicUrl}${path}`
  return [
    '## Categories',
    '',
    ...facts.categories.map(
      (category) =>
        `- ${link(category.name, page(paths.tools.href({ category: category.slug })))}: ` +
        `${category.description ? `${inline(category.description)} ` : ''}(${plural(category.tool_count, 'tool')})`,
    ),
    '',
    '## Tasks',
    '',
    ...facts.tasks.map(
      (task) => `- ${link(task.name, page(paths.task.href(task.slug)))}: ${plural(task.tool_count, 'tool')}`,
    ),
    '',
  ]
}

/** /llms.txt: what the site is, how to query it, and where each category and task lives. */
export function llmsText(facts: SiteFacts): string {
  return [
    ...header(facts),
    ...sectionsOf(facts),
    '## Optional',
    '',
    `- ${link('Every tool in one file', `${facts.publicUrl}/llms-full.txt`)}`,
    `- ${link('Blog', `${facts.publicUrl}${paths.blog.path}`)}`,
    '',
  ].join('\n')
}

/** /llms-full.txt: /llms.txt's sections, then every tool under its category. */
export function llmsFullText(facts: SiteFacts, tools: readonly CatalogTool[]): string {
  const lines = [...header(facts), ...sectionsOf(facts), '## Tools', '']
  let category: string | null | undefined
  for (const tool of tools) {
    if (tool.category_name !== category) {
      category = tool.category_name
      lines.push(`### ${inline(category ?? 'Uncategorized')}`, '')
    }
    const pricing = tool.pricing_model ? PRICING_LABEL[tool.pricing_model] : 'pricing not known'
    lines.push(
      `- ${link(tool.name, `${facts.publicUrl}${paths.tool.href(tool.slug)}`)}: ${inline(tool.short_description)} ` +
        `(${pricing}; ${link('Markdown', `${facts.publicUrl}${paths.toolMarkdown.href(tool.slug)}`)})`,
    )
  }
  lines.push('')
  return lines.join('\n')
}

export type ToolMarkdownContext = {
  publicUrl: string
  siteName: string
  taskNames: ReadonlyMap<string, string>
  alternatives: readonly { slug: string; name: string; short_description: string }[]
}

/** What the listing knows of where it runs and who makes it; nothing for what nobody has said. */
function listingFacts(tool: CatalogTool): Array<string | null> {
  return [
    tool.platforms.length > 0 ? `- Platforms: ${tool.platforms.join(', ')}` : null,
    tool.has_api === null ? null : `- API: ${tool.has_api ? 'yes' : 'no'}`,
    tool.open_source ? `- Open source: yes${tool.license ? ` (${inline(tool.license)})` : ''}` : null,
    tool.company ? `- Company: ${inline(tool.company)}` : null,
  ]
}

/** Each plan with its price, allowance, source and date; or that the pricing is not known (never guessed). */
function planLines(plans: CatalogTool['plans']): string[] {
  if (plans.length === 0) return ['Pricing not known: no plan with a stated source is on record.']
  return plans.map((plan) => {
    const allowance = planAllowanceText(plan)
    return (
      `- ${inline(plan.name)}: ${planPriceText(plan)}${allowance ? ` (${inline(allowance)})` : ''}; ` +
      `as of ${plan.as_of}, ${link('source', plan.source_url)}`
    )
  })
}

/** The day a tool was marked discontinued, as the notices write it (UTC). */
export const discontinuedDay = (discontinuedAt: string) => discontinuedAt.slice(0, 10)

/** What the HTML page's notice says: the product is gone, since when, and where to look instead. */
function discontinuedNotice(discontinuedAt: string, hasAlternatives: boolean): string {
  return (
    `**Discontinued** since ${discontinuedDay(discontinuedAt)}: this tool is no longer available, and the listing is ` +
    `kept for reference.${hasAlternatives ? ' See its alternatives below.' : ''}`
  )
}

/** A tool's page as Markdown: its facts first, then its description, plans, features, use cases and alternatives. */
export function toolMarkdown(tool: CatalogTool, context: ToolMarkdownContext): string {
  const page = (path: string) => `${context.publicUrl}${path}`
  const facts = [
    `- Website: ${tool.website_url}`,
    `- Listed on ${inline(context.siteName)}: ${page(paths.tool.href(tool.slug))}`,
    tool.category_slug && tool.category_name
      ? `- Category: ${link(tool.category_name, page(paths.tools.href({ category: tool.category_slug })))}`
      : null,
    `- Pricing: ${tool.pricing_model ? PRICING_LABEL[tool.pricing_model] : 'not known'}`,
    `- Rating: ${tool.review_count > 0 ? `${tool.rating.toFixed(1)} out of 5 from ${plural(tool.review_count, 'review')}` : 'no reviews yet'}`,
    tool.tasks.length > 0
      ? `- Tasks: ${tool.tasks.map((slug) => link(context.taskNames.get(slug) ?? slug, page(paths.task.href(slug)))).join(', ')}`
      : null,
    tool.tags.length > 0 ? `- Tags: ${tool.tags.map(inline).join(', ')}` : null,
    ...listingFacts(tool),
    `- Last updated: ${tool.updated_at.slice(0, 10)}`,
  ]
  const description = tool.description.trim()
  return [
    `# ${inline(tool.name)}`,
    '',
    `> ${inline(tool.short_description)}`,
    '',
    ...(tool.discontinued_at ? [discontinuedNotice(tool.discontinued_at, context.alternatives.length > 0), ''] : []),
    ...facts.filter((line) => line !== null),
    '',
    ...(description && description !== tool.short_description.trim() ? ['## About', '', description, ''] : []),
    '## Pricing plans',
    '',
    ...planLines(tool.plans),
    '',
    ...(tool.features.length > 0 ? ['## Features', '', ...tool.features.map((f) => `- ${inline(f)}`), ''] : []),
    ...(tool.use_cases.length > 0 ? ['## Use cases', '', ...tool.use_cases.map((u) => `- ${inline(u)}`), ''] : []),
    ...(context.alternatives.length > 0
      ? [
          '## Alternatives',
          '',
          ...context.alternatives.map(
            (alt) => `- ${link(alt.name, page(paths.toolMarkdown.href(alt.slug)))}: ${inline(alt.short_description)}`,
          ),
          '',
        ]
      : []),
  ].join('\n')
}
