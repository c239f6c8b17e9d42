import { isHttpUrl, type PricingModel, slugFromName } from '@kitly/api/field-rules'
import type { ToolPlatform } from '@kitly/search/schemas'
import type { FieldErrors } from '@/lib/form-errors'
import { splitList } from '@/lib/list-text'
import type { Status } from '../../shell/components/form-fields'
import type { AdminTool } from '../api/admin-tools'

// The tool form: its values as typed, the checks run before sending, and the body sent.
// Tags, keywords and screenshots are edited as comma-separated text, which the API reads as lists; features and use
// cases one a line (a feature may hold a comma), sent as lists; tasks and platforms as lists.

/** Whether the tool has an API, as the form offers it: "" is not known. */
export type HasApiChoice = '' | 'yes' | 'no'

export type ToolFormValues = {
  name: string
  short_description: string
  description: string
  website_url: string
  logo_url: string
  category_id: string
  pricing_model: PricingModel
  free_credit_info: string
  video_url: string
  pdf_url: string
  screenshots: string
  tags: string
  /** One a line. */
  features: string
  /** One a line. */
  use_cases: string
  platforms: ToolPlatform[]
  has_api: HasApiChoice
  open_source: boolean
  license: string
  company: string
  search_keywords: string
  status: Status
  is_featured: boolean
  /** The editorial tier (0-3) that ranks a tool in "popular" order before reviews and clicks do. */
  notability: number
  /** Slugs of the tasks chosen or accepted; suggestions an admin has not accepted are not among them. */
  tasks: string[]
}
export type ToolField = keyof ToolFormValues

/**
 * POST and PUT /api/admin/tools: the form's fields plus the slug (api/src/content/tool-fields.ts). Without
 * `tasks` the tool's tasks stay as they are.
 */
export type ToolBody = Omit<ToolFormValues, 'category_id' | 'tasks' | 'features' | 'use_cases' | 'has_api'> & {
  slug: string
  category_id: number | null
  features: string[]
  use_cases: string[]
  has_api: boolean | null
  tasks?: string[]
}

/** Defaults: pricing Free, status active. */
export const emptyTool: ToolFormValues = {
  name: '',
  short_description: '',
  description: '',
  website_url: '',
  logo_url: '',
  category_id: '',
  pricing_model: 'Free',
  free_credit_info: '',
  video_url: '',
  pdf_url: '',
  screenshots: '',
  tags: '',
  features: '',
  use_cases: '',
  platforms: [],
  has_api: '',
  open_source: false,
  license: '',
  company: '',
  search_keywords: '',
  status: 'active',
  is_featured: false,
  notability: 0,
  tasks: [],
}

/** The notability tiers as the form offers them. */
export const NOTABILITY_LEVELS = [
  { value: '0', label: 'None: ranked by reviews and clicks alone' },
  { value: '1', label: '1: well known in its field' },
  { value: '2', label: '2: widely known' },
  { value: '3', label: '3: a household name' },
] as const

export const HAS_API_CHOICES = [
  { value: '', label: 'Not known' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly { value: HasApiChoice; label: string }[]

/** Every field of the form, for matching the server's per-field messages. */
export const toolFields = Object.keys(emptyTool) as ToolField[]

export function toolToForm(tool: AdminTool): ToolFormValues {
  return {
    name: tool.name,
    short_description: tool.short_description,
    description: tool.description,
    website_url: tool.website_url,
    logo_url: tool.logo_url ?? '',
    category_id: tool.category_id === null ? '' : String(tool.category_id),
    pricing_model: tool.pricing_model ?? 'Free',
    free_credit_info: tool.free_credit_info ?? '',
    video_url: tool.video_url ?? '',
    pdf_url: tool.pdf_url ?? '',
    screenshots: tool.screenshots.join(', '),
    tags: tool.tags.join(', '),
    features: tool.features.join('\n'),
    use_cases: tool.use_cases.join('\n'),
    platforms: tool.platforms,
    has_api: tool.has_api === null ? '' : tool.has_api ? 'yes' : 'no',
    open_source: tool.open_source,
    license: tool.license ?? '',
    company: tool.company ?? '',
    search_keywords: tool.search_keywords,
    status: tool.status,
    is_featured: tool.is_featured,
    notability: tool.notability,
    tasks: tool.tasks.filter((task) => task.reviewed).map((task) => task.slug),
  }
}

/** Tasks an import suggested for the tool that no admin has confirmed yet. */
export const suggestedTasks = (tool: AdminTool | null) =>
  (tool?.tasks ?? []).filter((task) => !task.reviewed).map((task) => task.slug)

/** Uploaded logos are served from this site (`/uploads/...`); any other logo must be a web URL. */
const isLogo = (value: string) => value.startsWith('/uploads/') || isHttpUrl(value)

/** `tasksOffered`: there are tasks to choose from (a catalog without the task taxonomy asks for none). */
export function validateTool(values: ToolFormValues, tasksOffered: boolean): FieldErrors<ToolField> {
  const errors: FieldErrors<ToolField> = {}
  if (tasksOffered && values.tasks.length === 0) errors.tasks = 'Choose at least one task'
  if (!values.name.trim()) errors.name = 'Tool Name is required'
  else if (!slugFromName(values.name)) errors.name = 'Tool Name must contain at least one letter or digit'
  if (!values.short_description.trim()) errors.short_description = 'Short Description is required'
  if (!values.website_url.trim()) errors.website_url = 'Official Website URL is required'
  else if (!isHttpUrl(values.website_url.trim())) errors.website_url = 'Please enter a valid URL (https://…)'
  if (values.logo_url.trim() && !isLogo(values.logo_url.trim()))
    errors.logo_url = 'Please enter a valid URL (https://…)'
  for (const field of ['video_url', 'pdf_url'] as const) {
    if (values[field].trim() && !isHttpUrl(values[field].trim())) errors[field] = 'Please enter a valid URL (https://…)'
  }
  return errors
}

/** The body sent; an edited tool keeps its slug, so its public page and shared links stay where they are. */
export function toToolBody(values: ToolFormValues, existingSlug: string | undefined): ToolBody {
  const { tasks, ...fields } = values
  return {
    ...fields,
    slug: existingSlug ?? slugFromName(values.name),
    category_id: values.category_id ? Number(values.category_id) : null,
    features: splitList(values.features, '\n'),
    use_cases: splitList(values.use_cases, '\n'),
    has_api: values.has_api === '' ? null : values.has_api === 'yes',
    // The licence field shows only for open-source tools: a closed tool keeps none.
    license: values.open_source ? values.license : '',
    // Saving confirms the listed tasks (reviewed); none listed leaves the tool's tasks as they are.
    ...(tasks.length > 0 && { tasks }),
  }
}
