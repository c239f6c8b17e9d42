/**
 * A tool's listing (issue 42): the tool page shows its paragraphs, use cases, platforms, API and company; the
 * directory filters by platform, "Has API" and "Open source", with the URL keeping them; the admin form saves them.
 */
import { describe, expect } from 'vitest'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { sql } from './database.ts'
import { test } from './harness.ts'

const searchParams = (url: string) => new URL(url).searchParams

describe('tool listings', () => {
  test('the tool page shows the paragraphs, features, use cases, platforms, API and company', async ({
    page,
    kitly,
  }) => {
    await sql(
      kitly.databaseUrl,
      `UPDATE tools SET description = $1, features = '{Voice mode,Custom GPTs}',
         use_cases = '{Drafting an email reply,Explaining a topic step by step}',
         platforms = '{web,ios,android}', has_api = true, company = 'OpenAI'
       WHERE slug = 'chatgpt'`,
      ['ChatGPT answers questions in a chat.\n\nPeople draft, explain and brainstorm with it.'],
    )
    await page.goto('/tools/chatgpt')
    const about = page.getByRole('heading', { name: 'About ChatGPT' }).locator('..')
    await about.getByText('People draft, explain and brainstorm with it.').waitFor()
    expect(await about.locator('p').count()).toBe(2)
    for (const heading of ['Key Features', 'Use Cases', 'Platforms', 'API', 'Company']) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
    await page.getByText('Explaining a topic step by step').waitFor()
    const platforms = page.getByRole('heading', { name: 'Platforms', exact: true }).locator('..').getByRole('listitem')
    await expect.poll(() => platforms.allTextContents()).toEqual(['Web', 'iOS', 'Android'])
    // Nothing says open source: the listing does not claim it.
    expect(await page.getByRole('heading', { name: 'Open Source', exact: true }).count()).toBe(0)
  })

  test('the directory filters by platform, API and open source, and the URL keeps them', async ({ page, kitly }) => {
    // Only two tools say where they run: the editorial listings' platforms would make the counts theirs.
    await sql(
      kitly.databaseUrl,
      `UPDATE tools SET platforms = '{}', has_api = NULL, open_source = false, license = NULL WHERE platforms <> '{}'`,
    )
    await sql(kitly.databaseUrl, `UPDATE tools SET platforms = '{web,ios}', has_api = true WHERE slug = 'chatgpt'`)
    await sql(
      kitly.databaseUrl,
      `UPDATE tools SET platforms = '{ios,self-hosted}', open_source = true, license = 'MIT' WHERE slug = 'claude'`,
    )
    await page.goto('/tools')
    await page.getByText(/^820 tools found$/).waitFor()

    await page.getByRole('combobox', { name: 'Platform' }).selectOption('ios')
    await page.waitForURL((url) => url.searchParams.get('platform') === 'ios')
    await page.getByText('2 tools found', { exact: true }).waitFor()
    // A click, not check(): the box is the URL's, and shows checked once the router has shown the new URL, which a
    // busy machine may take longer to render than check() waits after its click.
    await page.getByLabel('Open source').click()
    await page.waitForURL((url) => url.searchParams.get('open_source') === 'true')
    await expect.poll(() => page.getByLabel('Open source').isChecked()).toBe(true)
    await page.getByText('1 tool found', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Claude', exact: true }).waitFor()

    // A reload, or a shared link, opens on the same filters.
    await page.goto('/tools?platform=ios&has_api=true')
    await page.getByText('1 tool found', { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'ChatGPT', exact: true }).waitFor()
    expect(await page.getByLabel('Has API').isChecked()).toBe(true)
    expect(await page.getByRole('combobox', { name: 'Platform' }).inputValue()).toBe('ios')
    await expect.poll(() => page.getByRole('button', { name: /^Filters/ }).textContent()).toContain('Active')

    await page.getByLabel('Has API').click()
    await page.waitForURL((url) => !url.searchParams.has('has_api'))
    await expect.poll(() => page.getByLabel('Has API').isChecked()).toBe(false)
    expect(searchParams(page.url()).get('platform')).toBe('ios')
    await page.getByText('2 tools found', { exact: true }).waitFor()
  })

  test('the admin form saves use cases, platforms, API, open source with its licence, and company', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    // The form starts from a listing that names no platform.
    await sql(kitly.databaseUrl, `UPDATE tools SET platforms = '{}' WHERE slug = 'perplexity-ai'`)
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/tools')
    await page.getByRole('row').nth(1).waitFor()
    await page.getByLabel('Search tools by name, slug or description').fill('Perplexity')
    const row = page.getByRole('row').filter({ hasText: 'Perplexity' }).first()
    await row.getByRole('button', { name: /^Edit Perplexity/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit AI Tool' })

    await dialog.getByLabel('Features').fill('Answers with sources, cited inline\nFollow-up questions')
    await dialog.getByLabel('Use Cases').fill('Researching a topic\nChecking a claim')
    await dialog.getByLabel('Web', { exact: true }).check()
    await dialog.getByLabel('iOS', { exact: true }).check()
    await dialog.getByLabel('Has API').selectOption('yes')
    await dialog.getByLabel('Company').fill('Perplexity AI')
    await dialog.getByLabel('Open source').check()
    await dialog.getByLabel('Licence').fill('MIT')
    await dialog.getByRole('button', { name: 'Update Tool' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('Tool updated successfully!').waitFor()

    const { tools } = await (await page.request.get('/api/admin/tools?q=Perplexity')).json()
    const { id } = tools.find((tool: { name: string }) => tool.name === 'Perplexity AI')
    expect(await (await page.request.get(`/api/admin/tools/${id}`)).json()).toMatchObject({
      features: ['Answers with sources, cited inline', 'Follow-up questions'],
      use_cases: ['Researching a topic', 'Checking a claim'],
      platforms: ['web', 'ios'],
      has_api: true,
      open_source: true,
      license: 'MIT',
      company: 'Perplexity AI',
    })
    // The form opens again on what was saved.
    await row.getByRole('button', { name: /^Edit Perplexity/ }).click()
    await expect.poll(() => dialog.getByLabel('Use Cases').inputValue()).toBe('Researching a topic\nChecking a claim')
    expect(await dialog.getByLabel('iOS', { exact: true }).isChecked()).toBe(true)
    expect(await dialog.getByLabel('Has API').inputValue()).toBe('yes')
  })
})
