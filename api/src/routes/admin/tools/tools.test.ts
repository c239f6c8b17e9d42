/** /api/admin/tools: list, create, edit, delete, featured toggle; validation, audit and search sync. */

import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  CRUD_ROUTES,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'
import { createCategory, createTask, createTool } from '../../../../test/factories.ts'
import { expectKeysetPaging, tieCreationTimes } from '../../../../test/keyset-paging.ts'
import { isStored, storeUpload } from '../../../../test/stored-uploads.ts'
import { ToolListingFields } from '../../tools/schemas.ts'
import { CURSOR_TOOL_GONE } from './queries.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const form = (fields: Record<string, unknown> = {}) => ({
  name: 'Pixel Forge',
  short_description: 'Makes pixel art from prompts.',
  website_url: 'https://pixelforge.example.com',
  ...fields,
})

type ListedTool = { id: number; name: string; tasks_to_review: number }
const list = async (query: string) => {
  const response = await context.asAdmin.get(`/api/admin/tools?${query}`)
  expect(response.statusCode).toBe(200)
  return response.json() as { tools: ListedTool[]; total: number }
}
const names = async (query: string) => (await list(query)).tools.map((tool) => tool.name)

describe('GET /api/admin/tools', () => {
  it('lists every tool, hidden ones too, as a row of what the table shows, ignoring _t', async () => {
    const category = await createCategory(context.app.db, { name: 'Image Generation' })
    const hidden = await createTool(context.app.db, {
      categoryId: category.id,
      status: 'inactive',
      pricingModel: 'Paid',
    })
    const { tools, total } = await list(`category_id=${category.id}&_t=${Date.now()}`)
    expect(total).toBe(1)
    expect(tools[0]).toEqual({
      id: hidden.id,
      name: hidden.name,
      slug: hidden.slug,
      logo_url: null,
      category_id: category.id,
      category_name: 'Image Generation',
      category_slug: category.slug,
      pricing_model: 'Paid',
      is_paid: true,
      is_featured: false,
      short_description: expect.any(String),
      rating: 0,
      review_count: 0,
      status: 'inactive',
      website_url: expect.stringMatching(/^https:/),
      created_at: expect.any(String),
      first_feature: null,
      feature_count: 0,
      has_video: false,
      has_free_credits: false,
      tasks_to_review: 0,
    })
  })

  it("sums up a row's long fields: its first feature and their number, a video, free credits, tasks to review", async () => {
    const [confirmed, suggested] = [await createTask(context.app.db), await createTask(context.app.db)]
    const created = await context.asAdmin.post(
      '/api/admin/tools',
      form({
        name: 'Row Summary Tool',
        features: ['Draws maps', 'Exports SVG'],
        video_url: 'https://video.example.com/intro',
        free_credit_info: '50 maps a month',
        tasks: [confirmed.slug],
      }),
    )
    expect(created.statusCode).toBe(201)
    const { id } = created.json()
    await context.app.db.query(sql.typeAlias('void')`
      INSERT INTO tool_tasks (tool_id, task_id, reviewed) VALUES (${id}, ${suggested.id}, false)`)
    const [row] = (await list(`ids=${id}`)).tools
    expect(row).toMatchObject({
      first_feature: 'Draws maps',
      feature_count: 2,
      has_video: true,
      has_free_credits: true,
      tasks_to_review: 1,
    })
    expect(row).not.toHaveProperty('description')
    // The form reads the whole tool by id.
    const whole = (await context.asAdmin.get(`/api/admin/tools/${id}`)).json()
    expect(whole).toMatchObject({ features: ['Draws maps', 'Exports SVG'], free_credit_info: '50 maps a month' })
    expect(whole.tasks).toHaveLength(2)
  })

  it('pages 50 tools by default, newest first, with the total the filters leave', async () => {
    const category = await createCategory(context.app.db)
    const created = []
    for (let n = 0; n < 53; n++) created.push(await createTool(context.app.db, { categoryId: category.id }))
    const newestFirst = created.map((tool) => tool.id).reverse()
    const first = await list(`category_id=${category.id}`)
    expect(first.total).toBe(53)
    expect(first.tools.map((tool) => tool.id)).toEqual(newestFirst.slice(0, 50))
    const second = await list(`category_id=${category.id}&offset=50&limit=2`)
    expect(second).toMatchObject({ total: 53, total_capped: false })
    expect(second.tools.map((tool) => tool.id)).toEqual(newestFirst.slice(50, 52))
  })

  it('pages by cursor in created_at order, both ways, the total counted from the page on', async () => {
    const category = await createCategory(context.app.db)
    const created = []
    for (let n = 0; n < 7; n++) created.push(await createTool(context.app.db, { categoryId: category.id }))
    await tieCreationTimes(
      context.app.db,
      'tools',
      created.slice(2, 5).map((tool) => tool.id),
    )
    const ids = async (query: string, limit: number) => {
      const page = await list(`category_id=${category.id}&limit=${limit}&${query}`)
      return { ids: page.tools.map((tool) => tool.id), total: page.total }
    }
    await expectKeysetPaging(ids)
  })

  it('answers a cursor whose tool was deleted with a 400 asking for the first page', async () => {
    const gone = await createTool(context.app.db)
    await context.app.db.query(sql.typeAlias('void')`DELETE FROM tools WHERE id = ${gone.id}`)
    const response = await context.asAdmin.get(`/api/admin/tools?after=${gone.id}&offset=50`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: CURSOR_TOOL_GONE, details: [{ field: 'after' }] })
  })

  it('finds a name with a typo, exact and prefix matches first, hidden tools too', async () => {
    await createTool(context.app.db, { name: 'Vanna.ai', status: 'inactive' })
    await createTool(context.app.db, { name: 'Vana' })
    await createTool(context.app.db, { name: 'Vana Studio' })
    expect(await names('q=vana')).toEqual(['Vana', 'Vana Studio', 'Vanna.ai'])
    expect(await names('q=Vanna.ai&status=inactive')).toEqual(['Vanna.ai'])
  })

  it('lists names found only by their typos closest first, whatever the sort', async () => {
    await createTool(context.app.db, { name: 'Zeldrix Summary with Quorbit' })
    await createTool(context.app.db, { name: 'Quorbit' })
    expect(await names('q=quorbyt&sort=name')).toEqual(['Quorbit', 'Zeldrix Summary with Quorbit'])
  })

  it('finds words of the slug and the short description, LIKE wildcards taken literally', async () => {
    await createTool(context.app.db, { name: 'Quietly', slug: 'hushwave-studio', shortDescription: 'Noise 100% gone' })
    await createTool(context.app.db, { name: 'Loudly', shortDescription: 'Noise 1000 gone' })
    expect(await names('q=100%25 gone')).toEqual(['Quietly'])
    expect(await names('q=hushwave')).toEqual(['Quietly'])
  })

  it('filters by status, category, featured, pricing and tasks to review', async () => {
    const category = await createCategory(context.app.db)
    const tool = (name: string, fields: Parameters<typeof createTool>[1] = {}) =>
      createTool(context.app.db, { name, categoryId: category.id, ...fields })
    await tool('Hidden', { status: 'inactive', pricingModel: 'Paid' })
    const starred = await tool('Starred', { pricingModel: 'Free' })
    const suggested = await tool('Suggested', { pricingModel: 'Free' })
    await context.app.db.query(sql.typeAlias('void')`UPDATE tools SET is_featured = true WHERE id = ${starred.id}`)
    const task = await createTask(context.app.db)
    await context.app.db.query(sql.typeAlias('void')`
      INSERT INTO tool_tasks (tool_id, task_id, reviewed) VALUES (${suggested.id}, ${task.id}, false),
        (${starred.id}, ${task.id}, true)`)
    const within = `category_id=${category.id}&sort=name&order=asc`
    expect(await names(`${within}&status=inactive`)).toEqual(['Hidden'])
    expect(await names(`${within}&featured=true`)).toEqual(['Starred'])
    expect(await names(`${within}&featured=false&pricing_model=Free`)).toEqual(['Suggested'])
    expect(await names(`${within}&tasks=to_review`)).toEqual(['Suggested'])
    expect(await names(`sort=name&order=asc&ids=${suggested.id},${starred.id}`)).toEqual(['Starred', 'Suggested'])
  })

  it('sorts by each column, both ways, ties broken by id', async () => {
    const [books, art] = [
      await createCategory(context.app.db, { name: 'Books' }),
      await createCategory(context.app.db, { name: 'Art' }),
    ]
    const marker = await createCategory(context.app.db)
    const tool = (name: string, fields: Parameters<typeof createTool>[1]) =>
      createTool(context.app.db, { name, shortDescription: `In ${marker.slug}`, ...fields })
    const a = await tool('alpha', { categoryId: books.id, pricingModel: 'Paid' })
    const b = await tool('Beta', { categoryId: art.id, pricingModel: 'Free', status: 'inactive' })
    const c = await tool('Gamma', { pricingModel: 'Freemium' })
    await context.app.db.query(sql.typeAlias('void')`
      UPDATE tools SET is_featured = (id = ${b.id}),
        rating = CASE id WHEN ${a.id} THEN 4.5 WHEN ${b.id} THEN 3 ELSE 5 END,
        review_count = CASE id WHEN ${a.id} THEN 2 WHEN ${b.id} THEN 9 ELSE 1 END
      WHERE id IN (${a.id}, ${b.id}, ${c.id})`)
    // Each update stamps updated_at: Gamma's is the oldest, alpha's the newest.
    for (const id of [b.id, a.id]) {
      await context.app.db.query(sql.typeAlias('void')`UPDATE tools SET free_credit_info = 'Some' WHERE id = ${id}`)
    }
    const sorted = async (sort: string, order: string) =>
      (await list(`q=${marker.slug}&sort=${sort}&order=${order}`)).tools.map((tool) => tool.name)
    const ascending: Record<string, string[]> = {
      name: ['alpha', 'Beta', 'Gamma'],
      category: ['Beta', 'alpha', 'Gamma'],
      pricing: ['Beta', 'Gamma', 'alpha'],
      status: ['alpha', 'Gamma', 'Beta'],
      featured: ['alpha', 'Gamma', 'Beta'],
      rating: ['Beta', 'alpha', 'Gamma'],
      reviews: ['Gamma', 'alpha', 'Beta'],
      created_at: ['alpha', 'Beta', 'Gamma'],
      updated_at: ['Gamma', 'Beta', 'alpha'],
    }
    for (const [sort, order] of Object.entries(ascending)) {
      expect(await sorted(sort, 'asc'), sort).toEqual(order)
      // Nulls (Gamma's category) stay last both ways.
      const descending = sort === 'category' ? ['alpha', 'Beta', 'Gamma'] : [...order].reverse()
      expect(await sorted(sort, 'desc'), `${sort} desc`).toEqual(descending)
    }
  })

  it.each([
    [
      'sort=popularity',
      'sort must be one of: name, category, pricing, status, featured, rating, reviews, created_at, updated_at',
    ],
    ['order=up', "order must be 'asc' or 'desc'"],
    ['limit=101', 'limit must be at most 100'],
    ['limit=0', 'limit must be at least 1'],
    ['offset=-1', 'offset must not be negative'],
    ['status=gone', 'status must be one of active, inactive'],
    ['featured=yes', "featured must be 'true' or 'false'"],
    ['tasks=all', "tasks must be 'to_review'"],
    ['ids=1,x', 'must be an id or a comma-separated list of ids'],
    ['after=1&before=2', 'Give after or before, not both'],
    ['after=1&sort=name', 'after and before page only the list sorted by created_at, without a search'],
    ['before=1&q=pixel', 'after and before page only the list sorted by created_at, without a search'],
    ['after=x', 'after must be a tool id'],
  ])('refuses %s with a 400 saying what is wrong', async (query, message) => {
    const response = await context.asAdmin.get(`/api/admin/tools?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain(message)
  })

  it('answers one tool by id, hidden ones too, and 404 for an unknown one', async () => {
    const hidden = await createTool(context.app.db, { status: 'inactive' })
    const response = await context.asAdmin.get(`/api/admin/tools/${hidden.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: hidden.id, name: hidden.name, status: 'inactive' })
    const missing = await context.asAdmin.get('/api/admin/tools/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'Tool not found' })
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/tools', [
      ...CRUD_ROUTES,
      ['GET', '/1'],
      ['PUT', '/1/featured'],
      ['POST', '/bulk'],
    ])
  })
})

describe('POST /api/admin/tools', () => {
  it('creates a tool with its slug from the name, lists read from text, is_paid derived, and an audit entry', async () => {
    const category = await createCategory(context.app.db)
    const response = await context.asAdmin.post(
      '/api/admin/tools',
      form({
        name: '  Café Writer Pro!! ',
        category_id: String(category.id),
        pricing_model: 'Paid',
        tags: '["writing", "seo"]',
        features: 'Drafts, Rewrites , ',
        screenshots: ['https://cdn.example.com/1.png'],
        logo_url: '/uploads/logos/abc.png',
        video_url: '',
        search_keywords: ['copy', 'blog'],
      }),
    )
    expect(response.statusCode).toBe(201)
    const tool = response.json()
    expect(tool).toMatchObject({
      name: 'Café Writer Pro!!',
      slug: 'cafe-writer-pro',
      category_id: category.id,
      category_name: category.name,
      pricing_model: 'Paid',
      is_paid: true,
      status: 'active',
      is_featured: false,
      tags: ['writing', 'seo'],
      features: ['Drafts', 'Rewrites'],
      screenshots: ['https://cdn.example.com/1.png'],
      logo_url: '/uploads/logos/abc.png',
      video_url: null,
      search_keywords: 'copy, blog',
      rating: 0,
      review_count: 0,
    })
    expect(await lastAuditEntry(context.app)).toEqual({
      actor_id: context.admin.id,
      action: 'tool.create',
      entity_type: 'tool',
      entity_id: String(tool.id),
      details: { name: 'Café Writer Pro!!' },
    })
  })

  it('defaults pricing to Free and status to active, and keeps slugs unique', async () => {
    const first = (await context.asAdmin.post('/api/admin/tools', form({ name: 'Echo Tool' }))).json()
    const second = (await context.asAdmin.post('/api/admin/tools', form({ name: 'Echo  Tool' }))).json()
    expect(first).toMatchObject({ slug: 'echo-tool', pricing_model: 'Free', is_paid: false, status: 'active' })
    expect(second.slug).toBe('echo-tool-2')
  })

  it.each([
    [{ name: '' }, 'Tool name is required'],
    [{ short_description: ' ' }, 'Short description is required'],
    [{ website_url: undefined }, 'Website URL is required'],
    [{ website_url: 'not a url' }, 'Website URL must be a valid URL (http:// or https://)'],
    [{ logo_url: 'javascript:alert(1)' }, 'Logo URL must be a valid URL (http:// or https://) or an uploaded image'],
    [{ video_url: 'ftp://x.example.com/v' }, 'Video URL must be a valid URL (http:// or https://)'],
    [{ pdf_url: 'nope' }, 'PDF URL must be a valid URL (http:// or https://)'],
    [{ pricing_model: 'Cheap' }, 'Pricing model must be one of Free, Freemium, Paid'],
    [{ status: 'archived' }, 'Status must be one of active, inactive'],
    [{ category_id: 999_999 }, 'The selected category does not exist'],
    [
      { platforms: ['web', 'smart fridge'] },
      'Platforms: "smart-fridge" is not one of web, ios, android, desktop, api, browser-extension, self-hosted',
    ],
    [{ has_api: 'perhaps' }, 'Has API must be TRUE, FALSE or blank (not known)'],
    [{ open_source: 'sometimes' }, 'Open source must be TRUE or FALSE'],
    [{ license: 'L'.repeat(61) }, 'Licence must be at most 60 characters'],
    [{ company: 'C'.repeat(121) }, 'Company must be at most 120 characters'],
  ])('refuses %o with 400 "%s"', async (fields, error) => {
    const response = await context.asAdmin.post('/api/admin/tools', form(fields))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })
})

describe('PUT /api/admin/tools/{id}', () => {
  it('replaces the fields, re-derives the slug from a new name and keeps rating and clicks', async () => {
    const tool = await createTool(context.app.db, { name: 'Old Name' })
    await context.app.db.query(sql.typeAlias('void')`UPDATE tools SET click_count = 7 WHERE id = ${tool.id}`)
    const response = await context.asAdmin.put(
      `/api/admin/tools/${tool.id}`,
      form({ name: 'New Name', pricing_model: 'Freemium', status: 'inactive', is_featured: true }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: tool.id,
      name: 'New Name',
      slug: 'new-name',
      pricing_model: 'Freemium',
      is_paid: false,
      status: 'inactive',
      is_featured: true,
      click_count: 7,
    })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'tool.update', entity_id: String(tool.id) })
  })

  it('saves the listing fields, reads them back, and clears them when the form sends them empty', async () => {
    const tool = await createTool(context.app.db, { name: 'Listed Helper' })
    const listing = {
      features: ['Drafts, rewrites and summarises', 'Brand voice'],
      use_cases: ['Writing a newsletter', 'Answering support email'],
      platforms: ['web', 'ios', 'browser-extension'],
      has_api: true,
      open_source: true,
      license: 'MIT',
      company: 'Helper Labs',
    }
    const saved = await context.asAdmin.put(`/api/admin/tools/${tool.id}`, form({ name: 'Listed Helper', ...listing }))
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ ...listing, editorial_as_of: null })
    const ListingRow = ToolListingFields.extend({ features: z.array(z.string()) })
    const row = () =>
      context.app.db.one(sql.type(ListingRow)`
        SELECT features, use_cases, platforms, has_api, open_source, license, company FROM tools WHERE id = ${tool.id}`)
    expect(await row()).toEqual(listing)
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'tool.update', entity_id: String(tool.id) })
    // Platforms typed as people write them; a blank API answer is "not known", not "no".
    const cleared = await context.asAdmin.put(
      `/api/admin/tools/${tool.id}`,
      form({ name: 'Listed Helper', platforms: 'iOS, Self hosted', has_api: '', open_source: false }),
    )
    expect(cleared.statusCode).toBe(200)
    expect(await row()).toEqual({
      features: [],
      use_cases: [],
      platforms: ['ios', 'self-hosted'],
      has_api: null,
      open_source: false,
      license: null,
      company: null,
    })
  })

  it('keeps its own slug when the name is unchanged', async () => {
    const tool = await createTool(context.app.db, { name: 'Steady', slug: 'steady' })
    const response = await context.asAdmin.put(`/api/admin/tools/${tool.id}`, form({ name: 'Steady' }))
    expect(response.json().slug).toBe('steady')
  })

  it('answers 404 for an unknown tool and 400 for bad fields', async () => {
    expect((await context.asAdmin.put('/api/admin/tools/999999', form())).statusCode).toBe(404)
    expect((await context.asAdmin.put('/api/admin/tools/999999', form())).json()).toEqual({ error: 'Tool not found' })
    const tool = await createTool(context.app.db)
    const bad = await context.asAdmin.put(`/api/admin/tools/${tool.id}`, form({ website_url: 'x' }))
    expect(bad.statusCode).toBe(400)
    expect((await context.asAdmin.put('/api/admin/tools/abc', form())).statusCode).toBe(400)
  })

  it('sets the notability tier, which lifts the tool in popular order, and refuses a tier of 4 naming the field', async () => {
    const tool = await createTool(context.app.db, { name: 'Famous Helper' })
    const response = await context.asAdmin.put(
      `/api/admin/tools/${tool.id}`,
      form({ name: 'Famous Helper', notability: '3' }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: tool.id, notability: 3 })
    const row = await context.app.db.one(sql.type(z.object({ notability: z.number(), popularity: z.number() }))`
      SELECT notability, popularity FROM tools WHERE id = ${tool.id}`)
    expect(row).toEqual({ notability: 3, popularity: 1.5 })
    const bad = await context.asAdmin.put(`/api/admin/tools/${tool.id}`, form({ name: 'Famous Helper', notability: 4 }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toContain('Notability must be a whole number from 0 to 3')
    const kept = await context.app.db.oneFirst(sql.type(z.object({ notability: z.number() }))`
      SELECT notability FROM tools WHERE id = ${tool.id}`)
    expect(kept).toBe(3)
  })

  // The outbox feeds Meilisearch when one is configured; without one it is drained, so search is the proof.
  it('is reflected by search at once', async () => {
    const tool = await createTool(context.app.db, { name: 'Plain Helper' })
    await context.asAdmin.put(`/api/admin/tools/${tool.id}`, form({ name: 'Quokkaglyph Studio' }))
    const search = await context.asAdmin.get('/api/search?q=quokkaglyph')
    expect(search.statusCode).toBe(200)
    expect(search.json().hits.map((hit: { id: number }) => hit.id)).toEqual([tool.id])
  })
})

describe('tasks in the tool form', () => {
  const ToolTask = z.object({ slug: z.string(), reviewed: z.boolean() })
  const storedTasks = (toolId: number) =>
    context.app.db.any(sql.type(ToolTask)`
      SELECT tk.slug, tt.reviewed FROM tool_tasks tt JOIN tasks tk ON tk.id = tt.task_id
      WHERE tt.tool_id = ${toolId} ORDER BY tk.slug`)

  it('offers every task with its category to pick from', async () => {
    const category = await createCategory(context.app.db, { name: 'Audio' })
    const task = await createTask(context.app.db, { name: 'Transcribe a podcast', categoryId: category.id })
    const response = await context.asAdmin.get('/api/admin/tools/tasks')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toContainEqual({ slug: task.slug, name: 'Transcribe a podcast', category_name: 'Audio' })
  })

  it('creates a tool with its tasks, reviewed, in the same write, listed and audited', async () => {
    const [a, b] = [await createTask(context.app.db), await createTask(context.app.db)]
    const response = await context.asAdmin.post(
      '/api/admin/tools',
      form({ name: 'Tasked Tool', tasks: [a.slug, b.slug.toUpperCase()] }),
    )
    expect(response.statusCode).toBe(201)
    const tool = response.json()
    expect(tool.tasks).toEqual(
      expect.arrayContaining([
        { slug: a.slug, name: a.name, reviewed: true },
        { slug: b.slug, name: b.name, reviewed: true },
      ]),
    )
    expect(await storedTasks(tool.id)).toEqual([a.slug, b.slug].sort().map((slug) => ({ slug, reviewed: true })))
    expect((await lastAuditEntry(context.app))?.details).toEqual({ name: 'Tasked Tool', tasks: [a.slug, b.slug] })
    const [listed] = (await list('q=Tasked Tool')).tools
    expect(listed?.tasks_to_review).toBe(0)
  })

  it('replaces the tasks on update and marks the kept ones reviewed; leaves them alone when none are sent', async () => {
    const [kept, dropped, added] = [
      await createTask(context.app.db),
      await createTask(context.app.db),
      await createTask(context.app.db),
    ]
    const tool = await createTool(context.app.db)
    await context.app.db.query(sql.typeAlias('void')`
      INSERT INTO tool_tasks (tool_id, task_id, reviewed)
      VALUES (${tool.id}, ${kept.id}, false), (${tool.id}, ${dropped.id}, false)`)
    const unchanged = await context.asAdmin.put(`/api/admin/tools/${tool.id}`, form({ name: 'Keeps Tasks' }))
    expect(unchanged.statusCode).toBe(200)
    expect(unchanged.json().tasks.map((task: { reviewed: boolean }) => task.reviewed)).toEqual([false, false])
    const response = await context.asAdmin.put(
      `/api/admin/tools/${tool.id}`,
      form({ name: 'Keeps Tasks', tasks: `${kept.slug}; ${added.slug}` }),
    )
    expect(response.statusCode).toBe(200)
    expect(await storedTasks(tool.id)).toEqual([kept.slug, added.slug].sort().map((slug) => ({ slug, reviewed: true })))
  })

  it.each([
    [[], 'Choose at least one task'],
    [['a', 'b', 'c', 'd', 'e', 'f'], 'A tool can do at most 5 tasks'],
  ])('refuses tasks %o with 400 "%s"', async (tasks, error) => {
    const response = await context.asAdmin.post('/api/admin/tools', form({ tasks }))
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })

  it('refuses an unknown task slug with a 400 naming it, and writes nothing', async () => {
    const known = await createTask(context.app.db)
    const response = await context.asAdmin.post(
      '/api/admin/tools',
      form({ name: 'Never Written', tasks: [known.slug, 'time-travel'] }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'Unknown task: time-travel',
      details: [{ field: 'tasks', message: 'Unknown task: time-travel' }],
    })
    const written = await context.app.db.exists(sql.typeAlias('void')`SELECT FROM tools WHERE name = 'Never Written'`)
    expect(written).toBe(false)
  })
})

describe('DELETE /api/admin/tools/{id}', () => {
  it('deletes the tool and records it', async () => {
    const tool = await createTool(context.app.db)
    const response = await context.asAdmin.delete(`/api/admin/tools/${tool.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true, message: `Tool "${tool.name}" deleted` })
    const left = await context.app.db.exists(sql.typeAlias('void')`SELECT FROM tools WHERE id = ${tool.id}`)
    expect(left).toBe(false)
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'tool.delete', details: { name: tool.name } })
  })

  it('answers 404 for an unknown tool and records nothing', async () => {
    const before = await lastAuditEntry(context.app)
    expect((await context.asAdmin.delete('/api/admin/tools/999999')).statusCode).toBe(404)
    expect(await lastAuditEntry(context.app)).toEqual(before)
  })
})

describe('PUT /api/admin/tools/{id}/featured', () => {
  const featured = (id: number) =>
    context.app.db.oneFirst(
      sql.type(z.object({ is_featured: z.boolean() }))`SELECT is_featured FROM tools WHERE id = ${id}`,
    )

  it('features and unfeatures a tool, confirming each in its message', async () => {
    const tool = await createTool(context.app.db)
    const on = await context.asAdmin.put(`/api/admin/tools/${tool.id}/featured`, { is_featured: true })
    expect(on.json()).toEqual({ ok: true, id: tool.id, is_featured: true, message: 'Tool added to featured list' })
    expect(await featured(tool.id)).toBe(true)
    const off = await context.asAdmin.put(`/api/admin/tools/${tool.id}/featured`, { is_featured: 'false' })
    expect(off.json().message).toBe('Tool removed from featured list')
    expect(await featured(tool.id)).toBe(false)
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'tool.feature', details: { is_featured: false } })
  })

  it('answers 400 without a flag and 404 for an unknown tool', async () => {
    const tool = await createTool(context.app.db)
    const bad = await context.asAdmin.put(`/api/admin/tools/${tool.id}/featured`, { is_featured: 'maybe' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('is_featured must be true or false')
    expect((await context.asAdmin.put('/api/admin/tools/999999/featured', { is_featured: true })).statusCode).toBe(404)
  })
})

describe('uploaded logos and tutorial PDFs of tools', () => {
  const createWithLogo = async (logo: string) => {
    const response = await context.asAdmin.post(
      '/api/admin/tools',
      form({ name: `Logo ${logo.slice(-12, -4)}`, logo_url: logo }),
    )
    expect(response.statusCode).toBe(201)
    return response.json() as { id: number; name: string }
  }
  const addTutorialPdf = async (toolId: number) => {
    const pdf = await storeUpload(context.app, 'tutorials', 'pdf')
    const response = await context.asAdmin.post('/api/admin/tutorials', {
      tool_id: toolId,
      title: 'Guide',
      pdf_url: pdf,
    })
    expect(response.statusCode).toBe(201)
    return pdf
  }

  it('removes a deleted tool’s stored logo and its tutorials’ PDFs', async () => {
    const logo = await storeUpload(context.app, 'logos', 'png')
    const tool = await createWithLogo(logo)
    const pdf = await addTutorialPdf(tool.id)
    expect((await context.asAdmin.delete(`/api/admin/tools/${tool.id}`)).statusCode).toBe(200)
    expect(await isStored(context.app, logo)).toBe(false)
    expect(await isStored(context.app, pdf)).toBe(false)
  })

  it('removes a replaced logo, and keeps one another tool still shows', async () => {
    const [shared, next] = [
      await storeUpload(context.app, 'logos', 'png'),
      await storeUpload(context.app, 'logos', 'png'),
    ]
    const tool = await createWithLogo(shared)
    const twin = await context.asAdmin.post('/api/admin/tools', form({ name: 'Twin Logo', logo_url: shared }))
    expect(twin.statusCode).toBe(201)
    const edit = () => context.asAdmin.put(`/api/admin/tools/${tool.id}`, form({ name: tool.name, logo_url: next }))
    expect((await edit()).statusCode).toBe(200)
    expect(await isStored(context.app, shared)).toBe(true)
    expect((await context.asAdmin.delete(`/api/admin/tools/${twin.json().id}`)).statusCode).toBe(200)
    expect(await isStored(context.app, shared)).toBe(false)
    expect(await isStored(context.app, next)).toBe(true)
  })

  it('removes the files of tools deleted in bulk, and none when the bulk action is refused', async () => {
    const logo = await storeUpload(context.app, 'logos', 'png')
    const tool = await createWithLogo(logo)
    const pdf = await addTutorialPdf(tool.id)
    const refused = await context.asAdmin.post('/api/admin/tools/bulk', { action: 'delete', ids: [tool.id, 999999] })
    expect(refused.statusCode).toBe(404)
    expect(await isStored(context.app, logo)).toBe(true)
    const bulk = await context.asAdmin.post('/api/admin/tools/bulk', { action: 'delete', ids: [tool.id] })
    expect(bulk.statusCode).toBe(200)
    expect(await isStored(context.app, logo)).toBe(false)
    expect(await isStored(context.app, pdf)).toBe(false)
  })
})
