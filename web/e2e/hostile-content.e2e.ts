/**
 * Suite 6a, hostile content in a real browser. Script payloads are stored where visitors and admins will
 * see them (blog HTML and Markdown, review text, tool names and descriptions, category names, profile
 * fields), some through the API and some straight into the database past every server check; then
 * Chromium opens each page that shows them. Every payload calls `__pwned(label)` or opens a dialog; the
 * suite asserts none did, and that no script, frame, event handler or javascript: URL reached the DOM.
 *
 * The browser ignores the Content Security Policy here (bypassCSP): the CSP would block inline script
 * anyway, so this proves that rendering alone keeps payloads inert; the CSP is a second wall behind it.
 */
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { sql } from './database.ts'
import { test as base, type Kitly } from './harness.ts'

/** Every way a stored string tends to become script, each reporting `label` when it runs. */
const payloads = (label: string) =>
  [
    `<script>__pwned('${label}:script')</script>`,
    `<img src=x onerror="__pwned('${label}:img')">`,
    `<a href="javascript:__pwned('${label}:link')">link</a>`,
    `<svg onload="__pwned('${label}:svg')"></svg>`,
    `<iframe srcdoc="<script>parent.__pwned('${label}:iframe')</script>"></iframe>`,
    `"><img src=x onerror=__pwned('${label}:attribute')>`,
    `<details open ontoggle="alert('${label}:details')">`,
  ].join(' ')

/** Short enough for names (categories allow 120 characters); `$'` and `$&` test the server's head template. */
const namePayload = (label: string) => `${label} <img src=x onerror=__pwned('${label}')><script>alert(1)</script> $' $&`

const MARKDOWN_POST = [
  '# Markdown heading',
  '',
  `[a markdown link](javascript:__pwned('markdown:link'))`,
  '',
  `![an image](x" onerror="__pwned('markdown:image'))`,
  '',
  payloads('markdown'),
].join('\n')

type Planted = {
  toolSlug: string
  categorySlug: string
  rawPostSlug: string
  apiPostSlug: string
  hostileUser: { email: string; password: string }
}

/** Signs up through the API (no browser) and answers the session cookie. */
async function signUp(kitly: Kitly, name: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${kitly.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, mobile: '+44 20 7946 0000', password }),
  })
  expect(response.status).toBe(201)
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string
}

async function api(kitly: Kitly, cookie: string, method: string, url: string, body: object): Promise<void> {
  const response = await fetch(`${kitly.baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  })
  expect(response.status, `${method} ${url}: ${await response.clone().text()}`).toBeLessThan(300)
}

/** Stores the payloads once for the file: through the API where one exists, and raw in the database. */
async function plant(kitly: Kitly): Promise<Planted> {
  const db = (text: string, values: unknown[] = []) => sql(kitly.databaseUrl, text, values)
  const stamp = Date.now()
  const categorySlug = `hostile-category-${stamp}`
  const toolSlug = `hostile-tool-${stamp}`
  const category = await db(`INSERT INTO categories (name, slug, description) VALUES ($1, $2, $3) RETURNING id`, [
    namePayload('Hostile category'),
    categorySlug,
    payloads('category-description'),
  ])
  const tool = await db(
    `INSERT INTO tools (name, slug, short_description, description, features, free_credit_info, tags, website_url,
                        category_id, pricing_model, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'https://hostile.example.com', $8, 'Free', 'active') RETURNING id`,
    [
      namePayload('Hostile tool'),
      toolSlug,
      payloads('tool-summary'),
      payloads('tool-description'),
      [payloads('tool-feature')],
      payloads('tool-credits'),
      [namePayload('tag')],
      category.rows[0].id,
    ],
  )
  // A review written past the API (as an old import might have), next to one sent through it below.
  await db(`INSERT INTO reviews (tool_id, user_name, rating, content) VALUES ($1, $2, 5, $3)`, [
    tool.rows[0].id,
    namePayload('Raw reviewer'),
    `Raw review. ${payloads('raw-review')}`,
  ])

  const rawPostSlug = `hostile-raw-${stamp}`
  await db(
    `INSERT INTO posts (title, slug, excerpt, content, tags, is_published, published_at, author_name)
     VALUES ($1, $2, $3, $4, ARRAY['guides'], true, now(), $5)`,
    [
      namePayload('Raw post'),
      rawPostSlug,
      payloads('raw-excerpt'),
      `<h2>Raw heading</h2>${payloads('raw-post')}`,
      namePayload('Author'),
    ],
  )

  const admin = { email: `hostile-admin-${stamp}@example.com`, password: 'Analytical1!' }
  const adminCookie = await signUp(kitly, 'Hostile Admin', admin.email, admin.password)
  await db(`UPDATE users SET role = 'admin' WHERE email = $1`, [admin.email])
  const apiPostSlug = `hostile-api-${stamp}`
  await api(kitly, adminCookie, 'POST', '/api/admin/blog', {
    title: namePayload('API post'),
    slug: apiPostSlug,
    excerpt: payloads('api-excerpt'),
    content: MARKDOWN_POST,
    author_name: namePayload('API author'),
    tags: ['guides'],
    is_published: true,
  })

  const hostileUser = { email: `hostile-user-${stamp}@example.com`, password: 'Analytical1!' }
  const userCookie = await signUp(kitly, namePayload('Hostile user'), hostileUser.email, hostileUser.password)
  await api(kitly, userCookie, 'PUT', '/api/users/profile', {
    bio: payloads('bio'),
    location: namePayload('Location'),
  })
  await api(kitly, userCookie, 'POST', `/api/tools/${toolSlug}/reviews`, {
    rating: 4,
    user_name: namePayload('API reviewer'),
    user_email: hostileUser.email,
    content: `API review. ${payloads('api-review')}`,
  })
  return { toolSlug, categorySlug, rawPostSlug, apiPostSlug, hostileUser }
}

/** A page whose payload traps are set (`__pwned` records its calls), and the dialogs it opened. */
type Watched = { page: Page; dialogs: string[] }

const test = base
  .extend('planted', { scope: 'file' }, async ({ kitly }) => plant(kitly))
  .extend('watched', async ({ kitly, browser, task }, { onCleanup }): Promise<Watched> => {
    const context = await browser.newContext({ baseURL: kitly.baseUrl, bypassCSP: true })
    onCleanup(async () => {
      // As the harness does for its own pages: a failed test leaves a picture of where it stopped.
      if (task.result?.state === 'fail') {
        const name = `hostile-content-${task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`
        await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots/failures', name), fullPage: true })
      }
      await context.close()
    })
    await context.addInitScript(() => {
      const calls: string[] = []
      Object.assign(window, { __pwnedBy: calls, __pwned: (label: unknown) => calls.push(String(label)) })
    })
    const page = await context.newPage()
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    return { page, dialogs }
  })

/** Elements and attributes through which stored text could run script, anywhere in the document. */
function dangerousDom(): string[] {
  const found: string[] = []
  const describe = (element: Element) => `<${element.tagName.toLowerCase()}> ${element.outerHTML.slice(0, 120)}`
  for (const element of document.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase()
    // The app renders no script, frame or plugin inside #root (this tool has no tutorial videos).
    if (element.closest('#root') && ['script', 'iframe', 'frame', 'object', 'embed', 'base'].includes(tag)) {
      found.push(describe(element))
    }
    // The server's JSON-LD carries names as data; any other script holding a payload is one.
    if (tag === 'script' && element.getAttribute('type') !== 'application/ld+json') {
      if (element.textContent?.includes('__pwned')) found.push(describe(element))
    }
    for (const attribute of element.attributes) {
      // Browsers ignore whitespace and control characters in a URL's scheme.
      const value = attribute.value.replace(/[\s\p{Cc}]/gu, '').toLowerCase()
      if (attribute.name.startsWith('on') || attribute.name === 'srcdoc')
        found.push(`${attribute.name} on ${describe(element)}`)
      if (/^(?:javascript|vbscript|data:text\/html)/.test(value))
        found.push(`${attribute.name} on ${describe(element)}`)
    }
  }
  return found
}

/** The labels that `__pwned` was called with in the page. */
const pwnedBy = (page: Page) => page.evaluate(() => (window as unknown as { __pwnedBy: string[] }).__pwnedBy)

/** Opens `url`, waits for `ready` (and for failed images to fire their handlers), then checks everything. */
async function expectInert({ page, dialogs }: Watched, url: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(url)
  await ready(page)
  await page.waitForLoadState('networkidle')
  expect(await pwnedBy(page)).toEqual([])
  expect(dialogs).toEqual([])
  expect(await page.evaluate(dangerousDom)).toEqual([])
}

/** Waits until `text` is visible somewhere (hidden copies, such as a filter's options, do not count). */
const textShown = (text: string) => (page: Page) => page.getByText(text).filter({ visible: true }).first().waitFor()

// Many pages per test, on a busy machine; the file's first test also waits for the payloads to be planted.
describe('hostile content never runs in the browser', { timeout: journeyTimeout }, () => {
  test('(control) the traps catch these payloads when a page does render them as HTML', async ({ watched }) => {
    const { page, dialogs } = watched
    await page.goto('/')
    await page.evaluate((html) => {
      const unsafe = document.createElement('div')
      unsafe.innerHTML = html
      document.getElementById('root')?.append(unsafe)
    }, payloads('control'))
    await expect.poll(() => pwnedBy(page)).toEqual(expect.arrayContaining(['control:img', 'control:iframe']))
    await expect.poll(() => dialogs).toEqual(['control:details'])
    expect((await page.evaluate(dangerousDom)).length).toBeGreaterThan(5)
  })

  test('on a tool page: name, summary, description, features, credits, tags, category and reviews', async ({
    watched,
    planted,
  }) => {
    await expectInert(watched, `/tools/${planted.toolSlug}`, async (page) => {
      await page.getByRole('heading', { level: 1, name: /Hostile tool/ }).waitFor()
      await page.getByRole('tab', { name: /^Reviews/ }).click()
      const reviews = page.getByRole('tabpanel')
      await reviews.getByText(/Raw review\./).waitFor()
      await reviews.getByText(/API review\./).waitFor()
    })
    // The payload is shown as the text it is, not dropped (nor half-parsed by the server's head template).
    const ogTitle = await watched.page.locator('meta[property="og:title"]').getAttribute('content')
    expect(ogTitle).toContain(`${namePayload('Hostile tool')}`)
  })

  test('in the directory filtered by the hostile category, and on the categories page', async ({
    watched,
    planted,
  }) => {
    await expectInert(watched, `/tools?category=${planted.categorySlug}`, textShown('Hostile tool'))
    await expectInert(watched, '/categories', textShown('Hostile category'))
  })

  test('in a blog post written straight to the database, and in the blog list', async ({ watched, planted }) => {
    await expectInert(watched, `/blog/${planted.rawPostSlug}`, textShown('Raw heading'))
    await expectInert(watched, '/blog', textShown('Raw post'))
  })

  test('in a Markdown blog post sent through the admin API', async ({ watched, planted }) => {
    await expectInert(watched, `/blog/${planted.apiPostSlug}`, textShown('Markdown heading'))
    // The link keeps its text but not its javascript: target.
    expect(await watched.page.getByText('a markdown link').getAttribute('href')).toBeNull()
  })

  test("in the hostile user's own header and profile page", async ({ watched, planted }) => {
    const { page } = watched
    const signIn = await page.request.post('/api/auth/login', { data: planted.hostileUser })
    expect(signIn.status()).toBe(200)
    await expectInert(watched, '/', (page) =>
      page.getByRole('button', { name: /^Account menu for Hostile user/ }).waitFor(),
    )
    await expectInert(watched, '/profile', (page) => page.getByLabel('Bio').waitFor())
    expect(await page.getByLabel('Bio').inputValue()).toBe(payloads('bio'))
  })

  test("in the back office: the users list, the hostile user's details and the reviews", async ({
    watched,
    planted,
    kitly,
  }) => {
    const { page } = watched
    await signUpAdmin(page, kitly.databaseUrl)
    await expectInert(watched, '/admin/users', textShown(planted.hostileUser.email))
    await page
      .getByRole('row')
      .filter({ hasText: planted.hostileUser.email })
      .getByRole('button', { name: `View details of ${planted.hostileUser.email}` })
      .click()
    await page
      .getByRole('dialog', { name: 'User Details' })
      .getByText(/bio:script/)
      .waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(dangerousDom)).toEqual([])
    await expectInert(watched, '/admin/reviews', textShown('API review.'))
  })
})
