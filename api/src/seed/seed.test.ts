import { createDatabasePool, type DatabasePool, sql } from '@kitly/db'
import {
  FEATURED_BUNDLES,
  readCatalog,
  readEditorialBundles,
  readEditorialPicks,
  readTaskData,
  readTutorials,
} from '@kitly/db/seed'
import { createTestDatabase, type TestDatabase } from '@kitly/db/testing'
import { misplacedRows } from '@kitly/search/bench'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { verifyPassword } from '../auth/passwords.ts'
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './admin.ts'
import { DEMO_PASSWORD } from './demo.ts'
import { seedDatabase } from './index.ts'

let database: TestDatabase
let db: DatabasePool

beforeAll(async () => {
  database = await createTestDatabase()
  db = await createDatabasePool(database.url)
})
afterAll(async () => {
  await db.end()
  await database.drop()
})

const Counts = z.object({
  categories: z.number(),
  tools: z.number(),
  bundles: z.number(),
  bundle_tools: z.number(),
  posts: z.number(),
  users: z.number(),
  reviews: z.number(),
  tutorials: z.number(),
  inquiries: z.number(),
})
const countRows = () =>
  db.one(sql.type(Counts)`
    SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM tools) AS tools,
           (SELECT count(*)::int FROM bundles) AS bundles, (SELECT count(*)::int FROM bundle_tools) AS bundle_tools,
           (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM reviews) AS reviews, (SELECT count(*)::int FROM tool_tutorials) AS tutorials,
           (SELECT count(*)::int FROM contact_inquiries) AS inquiries`)

describe('seedDatabase', () => {
  it('loads the whole catalog, at least twelve curated bundles of its tools, the launch posts and the starter tutorials, with no reviews', async () => {
    const catalog = readCatalog()
    const bundles = [...FEATURED_BUNDLES, ...readEditorialBundles()]
    expect(bundles.length).toBeGreaterThanOrEqual(12)
    expect(await seedDatabase(db)).toEqual({
      applied: [
        'catalog',
        'tasks',
        'task-keywords',
        'tutorials',
        'featured-tools',
        'notability',
        'bundles',
        'listings',
      ],
    })
    expect(await countRows()).toEqual({
      categories: catalog.categories.length,
      tools: catalog.tools.length,
      bundles: bundles.length,
      bundle_tools: bundles.flatMap((bundle) => bundle.tool_slugs).length,
      posts: 3,
      users: 0,
      reviews: 0,
      tutorials: readTutorials().length,
      inquiries: 0,
    })
    const uncategorized = await db.oneFirst(sql.type(z.object({ count: z.number() }))`
      SELECT count(*)::int AS count FROM tools WHERE category_id IS NULL`)
    expect(uncategorized).toBe(0)
  })

  it('loads the kit planner’s tasks, project types and the tasks of every catalog tool', async () => {
    const { tasks, projectTypes, toolTasks } = readTaskData()
    const counts = await db.one(sql.type(
      z.object({ tasks: z.number(), project_types: z.number(), tool_tasks: z.number() }),
    )`
      SELECT (SELECT count(*)::int FROM tasks) AS tasks, (SELECT count(*)::int FROM project_types) AS project_types,
             (SELECT count(*)::int FROM tool_tasks WHERE reviewed) AS tool_tasks`)
    expect(counts).toEqual({
      tasks: tasks.length,
      project_types: projectTypes.length,
      tool_tasks: Object.values(toolTasks).flat().length,
    })
    const translators = await db.anyFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT tl.slug FROM tool_tasks tt JOIN tools tl ON tl.id = tt.tool_id JOIN tasks tk ON tk.id = tt.task_id
      WHERE tk.slug = 'translate-documents' ORDER BY tl.slug`)
    expect(translators).toEqual(
      Object.keys(toolTasks)
        .filter((tool) => toolTasks[tool]?.includes('translate-documents'))
        .sort(),
    )
  })

  it('features twelve widely known tools across at least six categories, so the home page never opens empty', async () => {
    const featured = await db.any(sql.type(z.object({ slug: z.string(), category: z.string() }))`
      SELECT t.slug, c.slug AS category FROM tools t JOIN categories c ON c.id = t.category_id
      WHERE t.is_featured AND t.status = 'active' ORDER BY t.slug`)
    expect(featured.map((tool) => tool.slug)).toEqual([...readEditorialPicks().featured].sort())
    expect(featured).toHaveLength(12)
    expect(new Set(featured.map((tool) => tool.category)).size).toBeGreaterThanOrEqual(6)
  })

  it('gives widely known tools their notability tier once, keeping a tier an admin set', async () => {
    const tierOf = (slug: string) =>
      db.oneFirst(sql.type(z.object({ notability: z.number() }))`SELECT notability FROM tools WHERE slug = ${slug}`)
    const tiers = await db.one(sql.type(z.object({ noted: z.number(), top: z.number() }))`
      SELECT count(*) FILTER (WHERE notability > 0)::int AS noted, count(*) FILTER (WHERE notability = 3)::int AS top
      FROM tools`)
    const listed = Object.values(readEditorialPicks().notability)
    expect(tiers).toEqual({ noted: listed.length, top: listed.filter((tier) => tier === 3).length })
    expect(await tierOf('midjourney')).toBe(3)
    expect(await tierOf('ai-photo-forge')).toBe(0)
    await db.query(sql.unsafe`UPDATE tools SET notability = 1 WHERE slug = 'midjourney'`)
    await db.query(sql.unsafe`UPDATE tools SET notability = 0 WHERE slug = 'chatgpt'`)
    // A database seeded before the tiers existed: the next start gives them once, and not over an admin's.
    await db.query(sql.unsafe`DELETE FROM seed_history WHERE name = 'notability'`)
    expect(await seedDatabase(db)).toEqual({ applied: ['notability'] })
    expect(await tierOf('midjourney')).toBe(1)
    expect(await tierOf('chatgpt')).toBe(3)
  })

  it('gives tools their tasks’ words as search keywords, keeping keywords an admin wrote', async () => {
    const keywordsOf = (slug: string) =>
      db.oneFirst(sql.type(z.object({ search_keywords: z.string() }))`
        SELECT search_keywords FROM tools WHERE slug = ${slug}`)
    expect((await keywordsOf('remove-bg')).split(', ')).toEqual(
      expect.arrayContaining(['Remove image backgrounds', 'cut out subjects', 'transparent background']),
    )
    await db.query(sql.unsafe`UPDATE tools SET search_keywords = 'cutout' WHERE slug = 'remove-bg'`)
    await db.query(sql.unsafe`UPDATE tools SET search_keywords = '' WHERE slug = 'photoroom'`)
    // A database seeded before the keywords existed: the next start gives them once.
    await db.query(sql.unsafe`DELETE FROM seed_history WHERE name = 'task-keywords'`)
    expect(await seedDatabase(db)).toEqual({ applied: ['task-keywords'] })
    expect(await keywordsOf('remove-bg')).toBe('cutout')
    expect(await keywordsOf('photoroom')).toContain('Remove image backgrounds')
    const found = await db.anyFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT slug FROM tools WHERE search_vector @@ websearch_to_tsquery('kitly', 'transparent background')`)
    expect(found).toContain('photoroom')
  })

  it('gives every starter tutorial a catalog tool, each tool’s in the file’s order', async () => {
    const seeded = await db.any(sql.type(z.object({ tool: z.string(), title: z.string(), position: z.number() }))`
      SELECT t.slug AS tool, tt.title, tt.position FROM tool_tutorials tt JOIN tools t ON t.id = tt.tool_id
      WHERE t.slug = 'chatgpt' ORDER BY tt.position`)
    const inFile = readTutorials().filter((tutorial) => tutorial.tool === 'chatgpt')
    expect(seeded).toEqual(inFile.map((tutorial, position) => ({ tool: 'chatgpt', title: tutorial.title, position })))
    const orphans = readTutorials().filter(
      (tutorial) => !readCatalog().tools.some((tool) => tool.slug === tutorial.tool),
    )
    expect(orphans).toEqual([])
  })

  it('drops a deleted tool’s task tags with it', async () => {
    const tagsOf = () =>
      db.oneFirst(sql.type(z.object({ count: z.number() }))`
        SELECT count(*)::int AS count FROM tool_tasks tt JOIN tasks tk ON tk.id = tt.task_id WHERE tk.slug = 'translate-menu'`)
    const before = await tagsOf()
    await db.query(sql.unsafe`DELETE FROM tools WHERE slug = 'x-doc-ai'`)
    expect(await tagsOf()).toBe(before - 1)
  })

  it("keeps each bundle's tools in the curated order", async () => {
    for (const bundle of [...FEATURED_BUNDLES, ...readEditorialBundles()]) {
      const slugs = await db.anyFirst(sql.type(z.object({ slug: z.string() }))`
        SELECT tools.slug FROM bundle_tools
        JOIN bundles ON bundles.id = bundle_tools.bundle_id JOIN tools ON tools.id = bundle_tools.tool_id
        WHERE bundles.slug = ${bundle.slug} ORDER BY bundle_tools.position`)
      expect(slugs).toEqual(bundle.tool_slugs)
    }
  })

  it('changes nothing when run again, and never re-adds a tool an admin deleted', async () => {
    await db.query(sql.unsafe`DELETE FROM tools WHERE slug = 'chatgpt'`)
    const before = await countRows()
    expect(await seedDatabase(db)).toEqual({ applied: [] })
    expect(await countRows()).toEqual(before)
    await db.query(sql.unsafe`
      INSERT INTO tools (name, slug, short_description, website_url) VALUES ('ChatGPT', 'chatgpt', 'Chat.', 'https://chatgpt.com')`)
  })

  it('adds the demo set once, marked as demo, with tool ratings that match the reviews', async () => {
    expect(await seedDatabase(db, { demo: true })).toEqual({ applied: ['demo'] })
    const afterFirst = await countRows()
    expect(afterFirst.users).toBeGreaterThan(0)
    expect(afterFirst.reviews).toBeGreaterThan(0)
    // The reviewed tools, more popular now, searched first (search/src/postgres/table-order.ts).
    expect((await misplacedRows(db)).misplaced).toBe(0)
    expect(await seedDatabase(db, { demo: true })).toEqual({ applied: [] })
    expect(await countRows()).toEqual(afterFirst)

    const emails = await db.anyFirst(sql.type(z.object({ email: z.string() }))`SELECT email FROM users`)
    for (const email of emails) expect(email).toMatch(/@example\.com$/)
    const mismatches = await db.anyFirst(sql.type(z.object({ slug: z.string() }))`
      SELECT tools.slug FROM tools
      LEFT JOIN (SELECT tool_id, count(*)::int AS n, round(avg(rating), 2) AS average FROM reviews GROUP BY tool_id) r
        ON r.tool_id = tools.id
      WHERE tools.review_count <> coalesce(r.n, 0) OR tools.rating <> coalesce(r.average, 0)`)
    expect(mismatches).toEqual([])
    const hash = await db.oneFirst(sql.type(z.object({ password_hash: z.string() }))`
      SELECT password_hash FROM users WHERE email = 'ana.demo@example.com'`)
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true)
  })
})

describe('ensureAdmin', () => {
  it('creates admin@localhost with a random password once, storing only its argon2id hash', async () => {
    const first = await ensureAdmin(db, {})
    expect(first.kind).toBe('generated')
    if (first.kind !== 'generated') return
    expect(first.email).toBe(DEFAULT_ADMIN_EMAIL)
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const hash = await db.oneFirst(sql.type(z.object({ password_hash: z.string() }))`
      SELECT password_hash FROM users WHERE email = ${DEFAULT_ADMIN_EMAIL} AND role = 'admin'`)
    expect(hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(hash, first.password)).toBe(true)
    expect(await ensureAdmin(db, {})).toEqual({ kind: 'unchanged' })
  })

  const Owner = z.object({ role: z.string(), is_active: z.boolean(), password_hash: z.string(), sessions: z.number() })
  const ownerRow = (email: string) =>
    db.one(sql.type(Owner)`
      SELECT role, is_active, coalesce(password_hash, '') AS password_hash,
             (SELECT count(*)::int FROM sessions s WHERE s.user_id = u.id) AS sessions
      FROM users u WHERE lower(email) = lower(${email})`)
  const openSession = (email: string) =>
    db.query(sql.typeAlias('void')`
      INSERT INTO sessions (token_hash, user_id, expires_at)
      SELECT sha256(convert_to(${email} || random()::text, 'utf8')), id, now() + interval '1 day'
      FROM users WHERE lower(email) = lower(${email})`)

  it('creates the admin named by the environment, with its password, and keeps its sessions on a restart', async () => {
    const credentials = { email: 'founder@example.com', password: 'a-long-password' }
    expect(await ensureAdmin(db, credentials)).toEqual({ kind: 'from-environment', email: 'founder@example.com' })
    const created = await ownerRow('founder@example.com')
    expect(created).toMatchObject({ role: 'admin', is_active: true })
    expect(await verifyPassword(created.password_hash, 'a-long-password')).toBe(true)
    await openSession('founder@example.com')
    await ensureAdmin(db, credentials)
    expect((await ownerRow('founder@example.com')).sessions).toBe(1)
  })

  it('promotes a verified account named by the environment, sets its password and ends its sessions', async () => {
    await db.query(sql.unsafe`
      INSERT INTO users (email, role, is_active, email_verified_at) VALUES ('Owner@Example.com', 'user', false, now())`)
    await openSession('owner@example.com')
    const setup = await ensureAdmin(db, { email: 'owner@example.com', password: 'a-long-password' })
    expect(setup).toEqual({ kind: 'from-environment', email: 'owner@example.com' })
    const row = await ownerRow('owner@example.com')
    expect(row).toMatchObject({ role: 'admin', is_active: true, sessions: 0 })
    expect(await verifyPassword(row.password_hash, 'a-long-password')).toBe(true)
  })

  it('invites an account named by the environment whose address is not verified, once, instead of promoting it', async () => {
    await db.query(
      sql.unsafe`INSERT INTO users (email, name, password_hash) VALUES ('taken@example.com', 'Squatter', 'x')`,
    )
    await openSession('taken@example.com')
    const credentials = { email: 'taken@example.com', password: 'a-long-password' }
    expect(await ensureAdmin(db, credentials)).toEqual({ kind: 'invited', email: 'taken@example.com' })
    expect(await ownerRow('taken@example.com')).toEqual({
      role: 'user',
      is_active: true,
      password_hash: 'x',
      sessions: 1,
    })
    await ensureAdmin(db, credentials)
    const Queued = z.object({ kind: z.string(), invitations: z.number() })
    const queued = await db.any(sql.type(Queued)`
      SELECT kind, (SELECT count(*)::int FROM account_tokens WHERE purpose = 'admin_invitation' AND email = 'taken@example.com') AS invitations
      FROM mail_outbox`)
    expect(queued).toEqual([{ kind: 'admin_invitation', invitations: 1 }])
  })
})
