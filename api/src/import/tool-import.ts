/**
 * Bulk import of tools. Rows are validated as they stream in and the good ones are COPYed into a temporary
 * staging table; then, in the same transaction, set-based statements find duplicates (same slug, or same
 * website host, as an existing tool), create unknown categories, update duplicates (when allowed) and
 * insert the rest. Either every accepted row is written or, on any failure, none is.
 */
import { z } from 'zod'
import { badRequest, HttpError } from '../lib/http-errors.ts'
import type { ToolImportResult } from '../routes/admin/import/schemas.ts'
import { type ColumnMap, mapColumns, rowFields } from './columns.ts'
import { type CopySession, openCopySession } from './copy-session.ts'
import { ProgressCounter } from './progress.ts'
import { RowErrors } from './row-errors.ts'
import type { SheetRow } from './sheet.ts'
import { DISCONTINUED_INSERT, DISCONTINUED_UPDATE, rowDiscontinued } from './tool-discontinued-import.ts'
import { rowPlans, writeImportedPlans } from './tool-plan-import.ts'
import { LISTING_COLUMNS, parseToolRow, type StagedTool, TOOL_COLUMNS, type ToolColumn } from './tool-rows.ts'
import { readImportTaskData, rowTasks, writeImportedTasks } from './tool-task-import.ts'

/** At most this many duplicates are listed (all are counted). */
const MAX_LISTED_DUPLICATES = 1000
/** Past this many written rows the tables are vacuumed and counted again after the import (tidyAfterImport). */
const LARGE_IMPORT_ROWS = 1000

const STAGED_COLUMNS = [
  'name',
  'slug',
  'short_description',
  'description',
  'website_url',
  'website_host',
  'logo_url',
  'category',
  'category_slug',
  'pricing_model',
  'free_credit_info',
  'video_url',
  'pdf_url',
  'screenshots',
  'tags',
  'features',
  ...LISTING_COLUMNS,
  'search_keywords',
  'status',
  'is_featured',
  'notability',
] as const satisfies readonly (keyof StagedTool)[]

/** The columns a duplicate's update sets, per file column; absent columns keep the tool's current value. */
const UPDATES: Partial<Record<ToolColumn, string>> = {
  name: 'name = s.name',
  logo_url: 'logo_url = s.logo_url',
  short_description: 'short_description = s.short_description',
  pricing_model: 'pricing_model = s.pricing_model',
  free_credit_info: 'free_credit_info = s.free_credit_info',
  video_url: 'video_url = s.video_url',
  screenshots: 'screenshots = s.screenshots',
  pdf_url: 'pdf_url = s.pdf_url',
  website_url: 'website_url = s.website_url',
  category: 'category_id = s.category_id',
  tags: 'tags = s.tags',
  search_keywords: "search_keywords = coalesce(s.search_keywords, '')",
  description: "description = coalesce(s.description, '')",
  features: 'features = s.features',
  ...Object.fromEntries(LISTING_COLUMNS.map((column) => [column, `${column} = s.${column}`])),
  is_featured: 'is_featured = s.is_featured',
  notability: 'notability = s.notability',
  status: 'status = s.status',
  discontinued: DISCONTINUED_UPDATE,
}

/**
 * Reads and validates every row into the staging table, then writes them (or, with duplicates and no override,
 * writes nothing and lists them).
 * @throws HttpError 400 when the file cannot be read, lacks required columns or has no data rows; 409 when a slug
 * was taken meanwhile.
 */
export async function importTools(
  connectionUri: string,
  rows: AsyncIterable<SheetRow>,
  options: { override: boolean; progress?: ProgressCounter },
): Promise<ToolImportResult> {
  const progress = options.progress ?? new ProgressCounter()
  const session = await openCopySession(connectionUri)
  try {
    const loaded = await loadRows(session, rows, progress)
    return await finishImport(session, loaded, options, progress)
  } finally {
    await session.close()
  }
}

type Loaded = { present: ReadonlySet<ToolColumn>; ignored: string[]; errors: RowErrors }

async function loadRows(
  session: CopySession,
  rows: AsyncIterable<SheetRow>,
  progress: ProgressCounter,
): Promise<Loaded> {
  await session.run(`
    CREATE TEMP TABLE tool_import (
      row_number int PRIMARY KEY, name text, slug text, short_description text, description text,
      website_url text, website_host text, logo_url text, category text, category_slug text, pricing_model text,
      free_credit_info text, video_url text, pdf_url text, screenshots text[], tags text[], features text[],
      use_cases text[], platforms text[], has_api boolean, open_source boolean, license text, company text,
      search_keywords text, status text, is_featured boolean, notability smallint, task_slugs text[], tasks_suggested boolean,
      plans jsonb, discontinued_on date,
      category_id int, matched_by text, target_id int
    ) ON COMMIT DROP`)
  const taskData = await readImportTaskData(session)
  const copy = session.copyIn(
    `COPY tool_import (row_number, ${STAGED_COLUMNS.join(', ')}, task_slugs, tasks_suggested, plans, discontinued_on) FROM STDIN`,
  )
  const errors = new RowErrors()
  // The first row of the file with each slug and each website: a later one would overwrite it.
  const slugRows = new Map<string, number>()
  const hostRows = new Map<string, number>()
  let columns: ColumnMap<ToolColumn> | null = null
  let dataRows = 0
  try {
    for await (const row of rows) {
      if (columns === null) {
        columns = mapColumns(TOOL_COLUMNS, row.cells)
        continue
      }
      dataRows += 1
      progress.rowChecked()
      const parsed = parseToolRow(columns, row.cells)
      if ('error' in parsed) {
        errors.add(row.number, parsed.error)
        continue
      }
      const { tool } = parsed
      const tasks = rowTasks(tool, taskData)
      if ('error' in tasks) {
        errors.add(row.number, tasks.error)
        continue
      }
      const cells = rowFields(columns, row.cells)
      const plans = rowPlans(cells.plans)
      if ('error' in plans) {
        errors.add(row.number, plans.error)
        continue
      }
      const discontinued = rowDiscontinued(cells.discontinued)
      if ('error' in discontinued) {
        errors.add(row.number, discontinued.error)
        continue
      }
      const sameSlug = slugRows.get(tool.slug)
      const sameHost = hostRows.get(tool.website_host)
      if (sameSlug !== undefined) errors.add(row.number, `Same slug "${tool.slug}" as row ${sameSlug} of this file`)
      else if (sameHost !== undefined) {
        errors.add(row.number, `Same website (${tool.website_host}) as row ${sameHost} of this file`)
      } else {
        slugRows.set(tool.slug, row.number)
        hostRows.set(tool.website_host, row.number)
        await copy.write([
          row.number,
          ...STAGED_COLUMNS.map((column) => tool[column]),
          tasks.slugs,
          tasks.suggested,
          plans.plans,
          discontinued.discontinued,
        ])
      }
    }
  } finally {
    await copy.end()
  }
  if (columns === null || dataRows === 0) return badRequest('The file has a header row but no data rows.')
  return { present: columns.present, ignored: columns.ignored, errors }
}

const Duplicate = z.object({
  row: z.number(),
  name: z.string(),
  matched_by: z.enum(['slug', 'website']),
  id: z.number(),
  existing_name: z.string(),
  existing_slug: z.string(),
})
const SameTarget = z.object({ row_number: z.number(), first_row: z.number() })
const Name = z.object({ name: z.string() })

async function finishImport(
  session: CopySession,
  loaded: Loaded,
  options: { override: boolean },
  progress: ProgressCounter,
) {
  const { errors } = loaded
  progress.stage('checking')
  // One import at a time: two would race for the same slugs and categories.
  await session.run(`SELECT pg_advisory_xact_lock(hashtext('kitly:tool-import'))`)
  await session.run('ANALYZE tool_import')
  await session.run(`
    UPDATE tool_import s SET target_id = coalesce(by_slug.id, by_host.id),
      matched_by = CASE WHEN by_slug.id IS NOT NULL THEN 'slug' WHEN by_host.id IS NOT NULL THEN 'website' END
    FROM tool_import s2
    LEFT JOIN tools by_slug ON by_slug.slug = s2.slug
    LEFT JOIN LATERAL (
      SELECT id FROM tools WHERE url_host(website_url) = s2.website_host ORDER BY id LIMIT 1
    ) by_host ON true
    WHERE s2.row_number = s.row_number`)
  // Two rows of the file that would update the same tool: the first one wins.
  const sameTarget = await session.rows(
    SameTarget,
    `WITH ranked AS (
       SELECT row_number, min(row_number) OVER (PARTITION BY target_id) AS first_row
       FROM tool_import WHERE target_id IS NOT NULL
     )
     DELETE FROM tool_import s USING ranked r
     WHERE s.row_number = r.row_number AND r.row_number <> r.first_row
     RETURNING s.row_number, r.first_row`,
  )
  for (const { row_number, first_row } of sameTarget) {
    errors.add(row_number, `Matches the same existing tool as row ${first_row} of this file`)
  }

  const duplicates = (
    await session.rows(
      Duplicate,
      `SELECT s.row_number AS row, s.name, s.matched_by, t.id, t.name AS existing_name, t.slug AS existing_slug
       FROM tool_import s JOIN tools t ON t.id = s.target_id ORDER BY s.row_number`,
    )
  ).map(({ id, existing_name, existing_slug, ...duplicate }) => ({
    ...duplicate,
    existing: { id, name: existing_name, slug: existing_slug },
  }))
  const base = {
    errorCount: errors.count,
    errors: errors.list(),
    duplicates: duplicates.slice(0, MAX_LISTED_DUPLICATES),
    ignoredColumns: loaded.ignored,
  }
  if (duplicates.length > 0 && !options.override) {
    await session.close()
    return {
      ...base,
      requiresOverride: true,
      message:
        `${duplicates.length} ${duplicates.length === 1 ? 'tool already exists' : 'tools already exist'} (same slug or website). ` +
        'Upload again with overrideDuplicates=true to update them; their reviews and ratings are kept. Nothing was imported.',
      successCount: 0,
      updatedCount: 0,
      createdCategories: [],
    }
  }

  progress.stage('writing')
  const { createdCategories, successCount, updatedCount } = await write(session, loaded.present).catch((error) => {
    throw asConflict(error)
  })
  progress.wrote(successCount + updatedCount)
  await tidyAfterImport(session, { large: successCount + updatedCount >= LARGE_IMPORT_ROWS })
  return {
    ...base,
    requiresOverride: false,
    message: `${successCount} new tools created, ${updatedCount} tools updated. ${errors.count} errors.`,
    successCount,
    updatedCount,
    createdCategories,
  }
}

/** Creates the missing categories, updates the duplicates, inserts the new tools, gives them tasks and plans, and commits. */
async function write(session: CopySession, present: ReadonlySet<ToolColumn>) {
  const createdCategories = present.has('category') ? await resolveCategories(session) : []
  const updates = [...present].flatMap((column) => UPDATES[column] ?? [])
  const updatedCount = await session.run(
    `UPDATE tools t SET ${updates.join(', ')} FROM tool_import s WHERE t.id = s.target_id`,
  )
  const successCount = await session.run(`
    INSERT INTO tools (name, slug, short_description, description, website_url, logo_url, category_id, pricing_model,
                       free_credit_info, video_url, pdf_url, screenshots, tags, features, use_cases, platforms, has_api,
                       open_source, license, company, search_keywords, status, is_featured, notability, discontinued_at)
    SELECT name, slug, short_description, coalesce(description, ''), website_url, logo_url, category_id, pricing_model,
           free_credit_info, video_url, pdf_url, screenshots, tags, features, use_cases, platforms, has_api,
           open_source, license, company, coalesce(search_keywords, ''), status, is_featured, notability,
           ${DISCONTINUED_INSERT}
    FROM tool_import s WHERE target_id IS NULL ORDER BY row_number`)
  await writeImportedTasks(session)
  await writeImportedPlans(session)
  await session.commit()
  return { createdCategories, successCount, updatedCount }
}

/** Matches each row's category by name (any case) or slug; creates the missing ones and names them. */
async function resolveCategories(session: CopySession): Promise<string[]> {
  const match = async () => {
    await session.run(`
      UPDATE tool_import s SET category_id = c.id FROM categories c
      WHERE s.category IS NOT NULL AND s.category_id IS NULL AND lower(c.name) = lower(s.category)`)
    await session.run(`
      UPDATE tool_import s SET category_id = c.id FROM categories c
      WHERE s.category IS NOT NULL AND s.category_id IS NULL AND c.slug = s.category_slug`)
  }
  await match()
  const created = await session.rows(
    Name,
    `INSERT INTO categories (name, slug)
     SELECT DISTINCT ON (category_slug) category, category_slug FROM tool_import
     WHERE category IS NOT NULL AND category_id IS NULL ORDER BY category_slug, row_number
     ON CONFLICT (slug) DO NOTHING
     RETURNING name`,
  )
  if (created.length > 0) await match()
  return created.map(({ name }) => name)
}

/**
 * Leaves the tools as fast to search as before the import: merges the pending lists of every GIN index on them, on
 * what searches read of them, on the admin search's copy of their texts and on the vocabulary (search vectors,
 * trigrams), which every search would otherwise read whole, up to 100× slower (P6), until a later write through the
 * pool merged them (db/src/pool.ts). After a large import, also VACUUM ANALYZE, so the planner knows the grown tables
 * and autovacuum does not start the same work in the middle of the next searches.
 */
async function tidyAfterImport(session: CopySession, { large }: { large: boolean }): Promise<void> {
  await session.run(`
    SELECT gin_clean_pending_list(i.indexrelid)
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid IN ('tools'::regclass, 'tool_search'::regclass, 'admin_tool_text'::regclass,
                         'search_vocabulary'::regclass)
      AND am.amname = 'gin'`)
  if (large) await session.run('VACUUM (ANALYZE) tools, admin_tool_text')
}

/** A slug taken meanwhile by a tool from the admin form: say so instead of a 500. */
function asConflict(error: unknown): unknown {
  if ((error as { code?: string }).code === '23505') {
    return new HttpError(409, 'A tool with one of these slugs was created meanwhile: upload the file again.')
  }
  return error
}
