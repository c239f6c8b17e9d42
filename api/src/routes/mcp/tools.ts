/**
 * The tools Kitly's MCP server offers an assistant: search the catalog, read a listing, find alternatives, compare,
 * build a kit and price one. Each answer names the listing's page (and its Markdown form), so the assistant can cite it, and
 * says "not known" where the catalog does not know (pricing is never guessed).
 */
import type { DatabaseConnection } from '@kitly/db'
import { paths } from '@kitly/paths'
import type { SearchEngine, ToolCard } from '@kitly/search'
import { type LlmOptions, loadTaskData, recommendKit } from '@kitly/search/recommender'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { summarizePlans } from '../../content/tool-plans.ts'
import { type PlanChoice, priceKit } from '../../kit-cost/kit-cost.ts'
import { KitUsageSchema, UsageAmount, UsageUnit } from '../kits/schemas.ts'
import { type CatalogTool, findCatalogTool } from '../machine-readable/queries.ts'
import { KitPreferences, PromptField } from '../magic-kit/schemas.ts'
import { listAlternativeTools } from '../tools/queries.ts'

export type McpToolsContext = {
  db: DatabaseConnection
  searchEngine: SearchEngine
  publicUrl: string
  llm: LlmOptions | null
  log: FastifyBaseLogger
}

const MAX_COMPARED = 5
const MAX_PRICED = 10
/** How many alternatives get_tool names for a discontinued tool, as its Markdown page does. */
const DISCONTINUED_ALTERNATIVES = 5
const Slug = z.string().trim().min(1).max(200).describe("A tool's slug, as search_tools returns it (e.g. 'chatgpt')")

type ListedTool = Pick<
  ToolCard,
  'name' | 'slug' | 'short_description' | 'category_name' | 'pricing_model' | 'rating' | 'review_count'
>

/** A tool as every answer gives it: what it is, where its listing is, and what is known of its price. */
function summary(tool: ListedTool, publicUrl: string) {
  return {
    name: tool.name,
    slug: tool.slug,
    short_description: tool.short_description,
    category: tool.category_name,
    pricing: tool.pricing_model ?? 'not known',
    rating: tool.review_count > 0 ? { average: tool.rating, reviews: tool.review_count } : null,
    listing_url: `${publicUrl}${paths.tool.href(tool.slug)}`,
    markdown_url: `${publicUrl}${paths.toolMarkdown.href(tool.slug)}`,
  }
}

/**
 * A listing's plans as the catalog states them, each with its source and date, and the cheapest paid plan a month;
 * `known: false` when there are none (the price is then not known, and is never guessed).
 */
const plansOf = (tool: CatalogTool) => ({ ...summarizePlans(tool.plans), plans: tool.plans })

/** A chosen plan with where and when its price was read. */
const sourcedChoice = (tool: CatalogTool, choice: PlanChoice | null) => {
  const plan = choice && tool.plans.find((candidate) => candidate.name === choice.plan)
  return choice && plan ? { ...choice, source_url: plan.source_url, as_of: plan.as_of } : null
}

/** The listings with these slugs, or the slugs no listing has. */
async function findCatalogTools(
  db: DatabaseConnection,
  slugs: readonly string[],
): Promise<{ tools: CatalogTool[] } | { missing: string[] }> {
  const tools = await Promise.all(slugs.map((slug) => findCatalogTool(db, slug)))
  const found = tools.filter((tool) => tool !== null)
  return found.length === slugs.length ? { tools: found } : { missing: slugs.filter((_, index) => !tools[index]) }
}

/**
 * A discontinued listing says so, and since when, wherever a listing is read by its slug (its page stays, as on the
 * site); nothing for a live one.
 */
const lifecycleOf = (tool: CatalogTool) =>
  tool.discontinued_at === null
    ? {}
    : {
        discontinued_at: tool.discontinued_at,
        notice: `Discontinued since ${tool.discontinued_at.slice(0, 10)}: the product is no longer available. Use one of its alternatives.`,
      }

const answer = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] })
const refusal = (message: string) => ({ content: [{ type: 'text' as const, text: message }], isError: true })
const unknownTool = (slug: string) =>
  refusal(`No listed tool has the slug '${slug}'. Use search_tools to find the tool and its slug.`)

export function registerKitlyTools(server: McpServer, context: McpToolsContext): void {
  const { db, searchEngine, publicUrl } = context
  const readOnly = { readOnlyHint: true, openWorldHint: false }

  server.registerTool(
    'search_tools',
    {
      title: 'Search AI tools',
      description:
        'Search the directory of AI tools by name or by what the tool should do (typo-tolerant). ' +
        'Narrow by category slug, pricing (free includes freemium) or task slug.',
      inputSchema: {
        query: z.string().trim().max(200).describe('Words to search for, e.g. "transcribe interviews"'),
        category: z.string().max(120).optional().describe("A category slug, e.g. 'video'"),
        pricing: z.enum(['free', 'paid']).optional(),
        task: z.string().max(120).optional().describe("A task slug, e.g. 'transcribe-audio'"),
        limit: z.number().int().min(1).max(25).default(10),
      },
      annotations: readOnly,
    },
    async ({ query, category, pricing, task, limit }) => {
      const result = await searchEngine.tools({ q: query, category, pricing, task, limit, offset: 0 })
      return answer({
        total: result.total,
        corrected_query: result.correctedQuery,
        tools: result.hits.map((hit) => summary(hit, publicUrl)),
      })
    },
  )

  server.registerTool(
    'get_tool',
    {
      title: 'Read a tool listing',
      description:
        "A tool's whole listing: description, features, tags, the tasks it does, pricing (its plans, each with " +
        'its source and date) and rating.',
      inputSchema: { slug: Slug },
      annotations: readOnly,
    },
    async ({ slug }) => {
      const tool = await findCatalogTool(db, slug)
      if (!tool) return unknownTool(slug)
      const [{ tasksBySlug }, alternatives] = await Promise.all([
        loadTaskData(db),
        tool.discontinued_at === null ? [] : listAlternativeTools(db, tool.id, DISCONTINUED_ALTERNATIVES),
      ])
      return answer({
        ...summary(tool, publicUrl),
        ...lifecycleOf(tool),
        ...(tool.discontinued_at === null ? {} : { alternatives: alternatives.map((alt) => summary(alt, publicUrl)) }),
        website_url: tool.website_url,
        description: tool.description,
        features: tool.features,
        tags: tool.tags,
        tasks: tool.tasks.map((task) => tasksBySlug.get(task)?.name ?? task),
        pricing_plans: plansOf(tool),
        listing_updated: tool.updated_at,
      })
    },
  )

  server.registerTool(
    'alternatives',
    {
      title: 'Find alternatives',
      description: 'Tools most like the given one: same category and shared tags first, then the better rated.',
      inputSchema: { slug: Slug, limit: z.number().int().min(1).max(10).default(5) },
      annotations: readOnly,
    },
    async ({ slug, limit }) => {
      const tool = await findCatalogTool(db, slug)
      if (!tool) return unknownTool(slug)
      const alternatives = await listAlternativeTools(db, tool.id, limit)
      return answer({ of: tool.name, alternatives: alternatives.map((alt) => summary(alt, publicUrl)) })
    },
  )

  server.registerTool(
    'compare_tools',
    {
      title: 'Compare tools',
      description: `Two to ${MAX_COMPARED} tools side by side: category, pricing plans (cheapest paid plan a month, free tier), rating, tasks and features.`,
      inputSchema: { slugs: z.array(Slug).min(2).max(MAX_COMPARED) },
      annotations: readOnly,
    },
    async ({ slugs }) => {
      const found = await findCatalogTools(db, slugs)
      if ('missing' in found) return unknownTool(found.missing.join("', '"))
      const { tasksBySlug } = await loadTaskData(db)
      return answer({
        tools: found.tools.map((tool) => ({
          ...summary(tool, publicUrl),
          ...lifecycleOf(tool),
          tasks: tool.tasks.map((task) => tasksBySlug.get(task)?.name ?? task),
          features: tool.features,
          pricing_plans: plansOf(tool),
        })),
      })
    },
  )

  server.registerTool(
    'build_kit',
    {
      title: 'Build a kit of tools for a goal',
      description:
        'Turn a goal in plain words ("launch a podcast on a small budget") into steps, each with the tool ' +
        'chosen for it, why, and alternatives. Budget, complexity and kit size are optional.',
      inputSchema: {
        goal: PromptField,
        budget: KitPreferences.shape.budget,
        complexity: KitPreferences.shape.complexity,
        kit_size: KitPreferences.shape.kit_size,
      },
      annotations: { ...readOnly, openWorldHint: context.llm !== null },
    },
    async ({ goal, budget, complexity, kit_size }) => {
      const kit = await recommendKit(
        db,
        { goal, budget, complexity, kitSize: kit_size },
        { llm: context.llm, log: context.log, retrieve: searchEngine.kitCandidates },
      )
      return answer({
        name: kit.kit_name,
        notice: kit.notice,
        steps: kit.steps.map((step) => ({
          step: step.task.name,
          tool: summary(step.tool, publicUrl),
          why: step.reason,
          alternatives: step.alternatives.map((alt) => summary(alt, publicUrl)),
        })),
      })
    },
  )

  server.registerTool(
    'price_kit',
    {
      title: 'Price a kit of tools at a usage',
      description:
        `The monthly cost of up to ${MAX_PRICED} tools at a usage: for each, the cheapest plan that covers it and ` +
        'the free tier that does (if any), totals per currency (never converted), and the tools whose pricing is ' +
        'not known (never guessed). Seats count for every tool; amounts are per tool in the units its plans count.',
      inputSchema: {
        slugs: z.array(Slug).min(1).max(MAX_PRICED),
        seats: KitUsageSchema.shape.seats.default(1),
        amounts: z
          .array(z.object({ slug: Slug, unit: UsageUnit, amount: UsageAmount }))
          .max(100)
          .default([])
          .describe(
            "Per tool, an amount a month of a unit its plans count, e.g. { slug: 'x', unit: 'image', amount: 200 }",
          ),
      },
      annotations: readOnly,
    },
    async ({ slugs, seats, amounts }) => {
      const found = await findCatalogTools(db, [...new Set([...slugs, ...amounts.map((entry) => entry.slug)])])
      if ('missing' in found) return unknownTool(found.missing.join("', '"))
      const idOf = new Map(found.tools.map((tool) => [tool.slug, tool.id]))
      const usage = {
        seats,
        amounts: amounts.map(({ slug, unit, amount }) => ({ tool_id: idOf.get(slug) ?? 0, unit, amount })),
      }
      const priced = found.tools.filter((tool) => slugs.includes(tool.slug))
      const cost = priceKit(priced, usage)
      return answer({
        usage: { seats, amounts },
        tools: cost.tools.map((entry, index) => {
          const tool = priced[index] as CatalogTool
          return {
            ...summary(tool, publicUrl),
            status: entry.status,
            units: entry.units,
            cheapest: sourcedChoice(tool, entry.cheapest),
            free_tier: sourcedChoice(tool, entry.free_tier),
          }
        }),
        totals: cost.totals,
        stays_free: cost.stays_free,
        pricing_not_known: cost.tools.filter((entry) => entry.status === 'not_known').map((entry) => entry.slug),
        note: 'Costs are a month. A yearly plan counts as a twelfth of its price (billing_period says so); one-time prices are left out.',
      })
    },
  )
}
