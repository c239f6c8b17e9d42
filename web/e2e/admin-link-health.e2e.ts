import { describe, expect } from 'vitest'
import { adminNav, journeyTimeout, signUpAdmin } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

/** What the link checker would have found for the seed tool `slug` (no network in these journeys). */
const recordCheck = (databaseUrl: string, slug: string, status: string, finalUrl: string | null = null) =>
  sql(
    databaseUrl,
    `INSERT INTO tool_link_health (tool_id, checked_at, ok_at, status, final_url, problem, failed_days)
     SELECT id, now(), CASE WHEN $2 IN ('ok', 'redirected') THEN now() END, $2, $3,
            CASE WHEN $2 = 'dead' THEN 'https://gamma.app/ answered 404.' END, CASE WHEN $2 = 'dead' THEN 3 ELSE 0 END
     FROM tools WHERE slug = $1`,
    [slug, status, finalUrl],
  )

describe('link health', () => {
  test('an admin uses a redirect’s final URL and marks a dead tool discontinued, then lists it again', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await recordCheck(kitly.databaseUrl, 'notion-ai', 'redirected', 'https://www.notion.com/product/ai')
    await recordCheck(kitly.databaseUrl, 'gamma', 'dead')

    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/dashboard')
    await adminNav(page).getByRole('link', { name: 'Link health' }).click()
    await page.getByRole('heading', { level: 1, name: 'Link Health' }).waitFor()

    // The worst first: the dead link above the redirected one.
    const cards = page.getByRole('list', { name: 'Tools and their links' }).getByRole('article')
    await cards.first().waitFor()
    expect(
      await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label'))),
    ).toEqual(['Gamma', 'Notion AI'])

    const notion = page.getByRole('article', { name: 'Notion AI' })
    await notion.getByText('https://www.notion.com/product/ai').waitFor()
    await notion.getByRole('button', { name: 'Use final URL: Notion AI' }).click()
    await page.getByText('"Notion AI" now links to https://www.notion.com/product/ai').waitFor()
    await notion.waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await (await page.request.get('/api/tools/notion-ai')).json()).website_url)
      .toBe('https://www.notion.com/product/ai')

    const gamma = page.getByRole('article', { name: 'Gamma' })
    await gamma.getByText('https://gamma.app/ answered 404.').waitFor()
    await gamma.getByRole('button', { name: 'Mark discontinued: Gamma' }).click()
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Mark discontinued' })
      .click()
    await page.getByText('"Gamma" is discontinued: it left search and listings, and its page says so').waitFor()
    await page.getByRole('heading', { name: 'Every checked link works' }).waitFor()
    const search = await (await page.request.get('/api/tools?search=gamma&limit=50')).json()
    expect(search.map((tool: { slug: string }) => tool.slug)).not.toContain('gamma')

    await page.getByRole('tab', { name: 'Discontinued' }).click()
    await gamma.getByRole('button', { name: 'List again: Gamma' }).click()
    await page.getByText('"Gamma" is listed again').waitFor()
    await page.getByRole('heading', { name: 'No discontinued tools' }).waitFor()

    // A site that offered no usable icon: its tool waits for an admin's upload in a tab of its own.
    await page.getByRole('tab', { name: 'No logo' }).click()
    await page.getByRole('heading', { name: 'No tool is missing a logo' }).waitFor()
    await recordCheck(kitly.databaseUrl, 'canva', 'ok')
    await sql(
      kitly.databaseUrl,
      `UPDATE tool_link_health SET logo_tried_at = now(), logo_problem = 'https://www.canva.com/favicon.ico answered 404.'
       WHERE tool_id = (SELECT id FROM tools WHERE slug = 'canva')`,
    )
    await page.reload()
    await page.getByRole('tab', { name: 'No logo' }).click()
    const canva = page.getByRole('article', { name: 'Canva' })
    await canva
      .getByText('No logo from its site: https://www.canva.com/favicon.ico answered 404. Upload one with Edit tool.')
      .waitFor()
    await canva.getByRole('link', { name: 'Edit Canva' }).click()
    await page.waitForURL(/\/admin\/tools\?edit=\d+$/)
  })

  test('a tool page says when its link was checked; a discontinued tool keeps its page with a notice and is listed on /tools/discontinued', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await recordCheck(kitly.databaseUrl, 'chatgpt', 'ok')
    await recordCheck(kitly.databaseUrl, 'suno-ai', 'ok')
    await sql(kitly.databaseUrl, `UPDATE tools SET discontinued_at = now() WHERE slug = 'suno-ai'`)

    await page.goto('/tools/chatgpt')
    await page.getByText(/^Link checked [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor()

    await page.goto('/tools/suno-ai')
    const notice = page.getByRole('region', { name: 'Discontinued' })
    await notice.getByText(/Suno AI is no longer offered, as of [A-Z][a-z]+ \d{1,2}, \d{4}\./).waitFor()
    // A discontinued tool's link date would suggest it is still offered.
    expect(await page.getByText(/^Link checked/).count()).toBe(0)
    await notice.getByRole('link', { name: 'See alternatives to Suno AI' }).click()
    await page.waitForURL('**/tools/suno-ai/alternatives')

    await page.goto('/tools/discontinued')
    await page.getByRole('heading', { level: 1, name: 'Discontinued AI tools' }).waitFor()
    const listed = page.getByRole('list', { name: 'Discontinued tools' })
    await listed.getByRole('link', { name: 'Suno AI', exact: true }).waitFor()
    await listed.getByRole('link', { name: 'Alternatives to Suno AI' }).waitFor()
  })
})
