/**
 * One spreadsheet row → one tool, by the same rules as the admin form (content/tool-fields.ts), plus the
 * import's own column: Category, by name. The template's columns come first in each list of spellings.
 */
import type { z } from 'zod'
import { optionalText, slugFromName, ToolFieldsSchema, toolSlug, websiteHost } from '../content/tool-fields.ts'
import type { ColumnMap, ColumnSpec } from './columns.ts'
import { rowFields } from './columns.ts'

export const TOOL_COLUMNS = {
  fields: {
    name: ['Tool Name', 'tool', 'name'],
    logo_url: ['Logo URL', 'logo'],
    short_description: ['Summary', 'short description', 'tagline'],
    pricing_model: ['Pricing Model', 'pricing'],
    free_credit_info: ['Free Credits', 'free credit', 'free credit info'],
    video_url: ['Video URL', 'video'],
    screenshots: ['Screenshot URLs', 'screenshot', 'screenshots'],
    pdf_url: ['PDF URL', 'pdf'],
    website_url: ['Website Link', 'website', 'website url', 'url', 'official website url'],
    category: ['Category', 'category name', 'category slug'],
    tags: ['Tags'],
    search_keywords: ['Search Keywords', 'keywords'],
    description: ['Description'],
    features: ['Features'],
    use_cases: ['Use Cases', 'use case'],
    platforms: ['Platforms', 'platform'],
    has_api: ['Has API', 'api'],
    open_source: ['Open Source'],
    license: ['Licence', 'license'],
    company: ['Company', 'maker', 'developer'],
    is_featured: ['Is Featured', 'featured'],
    notability: ['Notability'],
    slug: ['Slug'],
    status: ['Status'],
    tasks: ['Tasks', 'task slugs'],
    // Read by tool-plan-import.ts: a JSON array of pricing plans.
    plans: ['Plans', 'pricing plans'],
    // Read by tool-discontinued-import.ts: the day the tool was marked discontinued, blank for a live tool.
    discontinued: ['Discontinued', 'discontinued at', 'discontinued on'],
  },
  required: ['name', 'short_description', 'website_url'],
} as const satisfies ColumnSpec<string>

export type ToolColumn = keyof typeof TOOL_COLUMNS.fields

/** The listing's columns (migration 0060), in the order the template and the export list them. */
export const LISTING_COLUMNS = [
  'use_cases',
  'platforms',
  'has_api',
  'open_source',
  'license',
  'company',
] as const satisfies readonly ToolColumn[]

const ImportToolRow = ToolFieldsSchema.omit({ category_id: true }).extend({
  category: optionalText('Category', 120).refine(
    (name) => name === undefined || slugFromName(name) !== '',
    'Category must contain at least one letter or digit',
  ),
})

export type StagedTool = z.output<typeof ImportToolRow> & {
  slug: string
  website_host: string
  category_slug: string | null
}

/** A row's tool, or the sentence saying why it was rejected. */
export function parseToolRow(
  map: ColumnMap<ToolColumn>,
  cells: readonly string[],
): { tool: StagedTool } | { error: string } {
  const parsed = ImportToolRow.safeParse(rowFields(map, cells.map(unneutralise)))
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('; ') }
  const tool = parsed.data
  return {
    tool: {
      ...tool,
      slug: toolSlug(tool),
      website_host: websiteHost(tool.website_url),
      category_slug: tool.category === undefined ? null : slugFromName(tool.category),
    },
  }
}

/**
 * Undoes our exports' formula guard (csv-export.ts prefixes `'` to cells starting with = + - @), so an
 * exported file imports back unchanged.
 */
const unneutralise = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)
