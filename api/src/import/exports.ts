/**
 * What the admin CSV exports contain: tools (re-importable: the template's columns first), contact
 * inquiries and registered users. Rows are read in pages by id, so an export of any size streams.
 */
import type { Readable } from 'node:stream'
import { type DatabaseConnection, sql } from '@kitly/db'
import { z } from 'zod'
import { toolPlansJson } from '../routes/tools/plan-queries.ts'
import { ToolPlanSchema } from '../routes/tools/plan-schemas.ts'
import { ToolListingFields } from '../routes/tools/schemas.ts'
import { type CsvColumn, csvStream } from './csv-export.ts'
import { plansCell } from './tool-plan-import.ts'

const PAGE_SIZE = 1000

type Page<R> = (db: DatabaseConnection, afterId: number) => Promise<readonly R[]>

async function* allRows<R extends { id: number }>(db: DatabaseConnection, page: Page<R>): AsyncGenerator<R> {
  let afterId = 0
  for (;;) {
    const rows = await page(db, afterId)
    yield* rows
    const last = rows.at(-1)
    if (last === undefined || rows.length < PAGE_SIZE) return
    afterId = last.id
  }
}

const ExportedTool = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  short_description: z.string(),
  pricing_model: z.string().nullable(),
  free_credit_info: z.string().nullable(),
  video_url: z.string().nullable(),
  screenshots: z.array(z.string()),
  pdf_url: z.string().nullable(),
  website_url: z.string(),
  category_name: z.string().nullable(),
  tags: z.array(z.string()),
  search_keywords: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  ...ToolListingFields.shape,
  is_featured: z.boolean(),
  notability: z.number(),
  status: z.string(),
  discontinued_on: z.string().nullable(),
  tasks: z.array(z.string()),
  plans: z.array(ToolPlanSchema),
  rating: z.number(),
  review_count: z.number(),
  created_at: z.string(),
})
type ExportedTool = z.infer<typeof ExportedTool>

const toolPage: Page<ExportedTool> = (db, afterId) =>
  db.any(sql.type(ExportedTool)`
    SELECT t.id, t.name, t.slug, t.logo_url, t.short_description, t.pricing_model, t.free_credit_info, t.video_url,
           t.screenshots, t.pdf_url, t.website_url, c.name AS category_name, t.tags, t.search_keywords, t.description,
           t.features, t.use_cases, t.platforms, t.has_api, t.open_source, t.license, t.company, t.is_featured,
           t.notability, t.status, t.rating, t.review_count, t.created_at,
           array(SELECT tk.slug::text FROM tool_tasks tt JOIN tasks tk ON tk.id = tt.task_id
                 WHERE tt.tool_id = t.id ORDER BY tk.slug) AS tasks,
           ${toolPlansJson} AS plans,
           -- The Discontinued column (import/tool-discontinued-import.ts): the mark's UTC day.
           to_char(t.discontinued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS discontinued_on
    FROM tools t LEFT JOIN categories c ON c.id = t.category_id
    WHERE t.id > ${afterId} ORDER BY t.id LIMIT ${PAGE_SIZE}`)

/** The template's columns (tools/template), then what only an export knows. */
const TOOL_EXPORT_COLUMNS: CsvColumn<ExportedTool>[] = [
  { header: 'Tool Name', value: (t) => t.name },
  { header: 'Logo URL', value: (t) => t.logo_url },
  { header: 'Summary', value: (t) => t.short_description },
  { header: 'Pricing Model', value: (t) => t.pricing_model },
  { header: 'Free Credits', value: (t) => t.free_credit_info },
  { header: 'Video URL', value: (t) => t.video_url },
  { header: 'Screenshot URLs', value: (t) => t.screenshots },
  { header: 'PDF URL', value: (t) => t.pdf_url },
  { header: 'Website Link', value: (t) => t.website_url },
  { header: 'Category', value: (t) => t.category_name },
  { header: 'Tags', value: (t) => t.tags },
  { header: 'Search Keywords', value: (t) => t.search_keywords },
  { header: 'Description', value: (t) => t.description },
  { header: 'Features', value: (t) => t.features },
  { header: 'Use Cases', value: (t) => t.use_cases },
  { header: 'Platforms', value: (t) => t.platforms },
  // Blank when not known, which imports back as not known.
  { header: 'Has API', value: (t) => t.has_api },
  { header: 'Open Source', value: (t) => t.open_source },
  { header: 'Licence', value: (t) => t.license },
  { header: 'Company', value: (t) => t.company },
  { header: 'Is Featured', value: (t) => t.is_featured },
  { header: 'Notability', value: (t) => t.notability },
  { header: 'Slug', value: (t) => t.slug },
  { header: 'Status', value: (t) => t.status },
  // The day it was marked discontinued (UTC), blank for a live tool: imports back as it is.
  { header: 'Discontinued', value: (t) => t.discontinued_on },
  { header: 'Tasks', value: (t) => t.tasks },
  { header: 'Plans', value: (t) => plansCell(t.plans) },
  { header: 'Rating', value: (t) => t.rating },
  { header: 'Review Count', value: (t) => t.review_count },
  { header: 'Created At', value: (t) => t.created_at },
]

const ExportedInquiry = z.object({
  id: z.number(),
  email: z.string(),
  mobile: z.string().nullable(),
  query_type: z.string(),
  message: z.string(),
  status: z.string(),
  admin_notes: z.string().nullable(),
  created_at: z.string(),
})
type ExportedInquiry = z.infer<typeof ExportedInquiry>

const inquiryPage: Page<ExportedInquiry> = (db, afterId) =>
  db.any(sql.type(ExportedInquiry)`
    SELECT id, email, mobile, query_type, message, status, admin_notes, created_at
    FROM contact_inquiries WHERE id > ${afterId} ORDER BY id LIMIT ${PAGE_SIZE}`)

const INQUIRY_EXPORT_COLUMNS: CsvColumn<ExportedInquiry>[] = [
  { header: 'ID', value: (i) => i.id },
  { header: 'Email', value: (i) => i.email },
  { header: 'Mobile', value: (i) => i.mobile },
  { header: 'Query Type', value: (i) => i.query_type },
  { header: 'Message', value: (i) => i.message },
  { header: 'Status', value: (i) => i.status },
  { header: 'Admin Notes', value: (i) => i.admin_notes },
  { header: 'Created At', value: (i) => i.created_at },
]

const ExportedUser = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  company_name: z.string().nullable(),
  role: z.string(),
  is_active: z.boolean(),
  mobile_number: z.string().nullable(),
  location: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
})
type ExportedUser = z.infer<typeof ExportedUser>

const userPage: Page<ExportedUser> = (db, afterId) =>
  db.any(sql.type(ExportedUser)`
    SELECT u.id, u.name, u.email, u.company_name, u.role, u.is_active, p.mobile_number, p.location, p.date_of_birth,
           u.last_login_at, u.created_at
    FROM users u LEFT JOIN profiles p ON p.user_id = u.id
    WHERE u.id > ${afterId} ORDER BY u.id LIMIT ${PAGE_SIZE}`)

const USER_EXPORT_COLUMNS: CsvColumn<ExportedUser>[] = [
  { header: 'ID', value: (u) => u.id },
  { header: 'Name', value: (u) => u.name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Company', value: (u) => u.company_name },
  { header: 'Role', value: (u) => u.role },
  { header: 'Status', value: (u) => (u.is_active ? 'Active' : 'Inactive') },
  { header: 'Mobile', value: (u) => u.mobile_number },
  { header: 'Location', value: (u) => u.location },
  { header: 'Date of Birth', value: (u) => u.date_of_birth },
  { header: 'Last Login', value: (u) => u.last_login_at },
  { header: 'Joined', value: (u) => u.created_at },
]

const ExportedTutorial = z.object({
  id: z.number(),
  tool_slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty_level: z.string(),
  duration_minutes: z.number().nullable(),
  video_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  position: z.number(),
})
type ExportedTutorial = z.infer<typeof ExportedTutorial>
const tutorialPage: Page<ExportedTutorial> = (db, afterId) =>
  db.any(sql.type(ExportedTutorial)`
    SELECT tt.id, t.slug AS tool_slug, tt.title, tt.description, tt.difficulty_level, tt.duration_minutes,
           tt.video_url, tt.pdf_url, tt.position
    FROM tool_tutorials tt JOIN tools t ON t.id = tt.tool_id
    WHERE tt.id > ${afterId} ORDER BY tt.id LIMIT ${PAGE_SIZE}`)
/** Re-importable: the import's columns, each tool's tutorials numbered in their order. */
const TUTORIAL_EXPORT_COLUMNS: CsvColumn<ExportedTutorial>[] = [
  { header: 'Tool', value: (t) => t.tool_slug },
  { header: 'Title', value: (t) => t.title },
  { header: 'Description', value: (t) => t.description },
  { header: 'Difficulty', value: (t) => t.difficulty_level },
  { header: 'Duration (minutes)', value: (t) => t.duration_minutes },
  { header: 'Video URL', value: (t) => t.video_url },
  { header: 'PDF URL', value: (t) => t.pdf_url },
  { header: 'Position', value: (t) => t.position + 1 },
]
export const EXPORTS = {
  tools: {
    filePrefix: 'ai_tools_export',
    csv: (db: DatabaseConnection) => csvStream(TOOL_EXPORT_COLUMNS, allRows(db, toolPage)),
  },
  inquiries: {
    filePrefix: 'contact_inquiries',
    csv: (db: DatabaseConnection) => csvStream(INQUIRY_EXPORT_COLUMNS, allRows(db, inquiryPage)),
  },
  tutorials: {
    filePrefix: 'tutorials_export',
    csv: (db: DatabaseConnection) => csvStream(TUTORIAL_EXPORT_COLUMNS, allRows(db, tutorialPage)),
  },
  users: {
    filePrefix: 'registered_users',
    csv: (db: DatabaseConnection) => csvStream(USER_EXPORT_COLUMNS, allRows(db, userPage)),
  },
} as const satisfies Record<string, { filePrefix: string; csv: (db: DatabaseConnection) => Readable }>
export type ExportName = keyof typeof EXPORTS
