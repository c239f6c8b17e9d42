import { readFile } from 'node:fs/promises'
import { describe, expect } from 'vitest'
import { adminNav, journeyTimeout, signUpAdmin, uploadCsv } from './admin.ts'
import { holdToolImportLock, sql } from './database.ts'
import { test } from './harness.ts'
import { watchForEver } from './pages.ts'

describe('admin tools', () => {
  test("opens in one render: the guard's questions and the page the URL names are asked once each, as the app starts", {
    timeout: journeyTimeout,
  }, async ({ page, kitly, consoleErrors }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    // The access check's spinner, or the table's skeleton.
    const waited = await watchForEver(page, '[aria-label="Checking admin access"], main .animate-pulse')
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search)
    })
    await page.goto('/admin/tools?q=chat&sort=name&order=desc')
    await page.getByLabel('Select ChatGPT', { exact: true }).waitFor()
    // The table's own request would be a second one: the route's loader asked for the same page under the same key.
    const list = '/api/admin/tools?q=chat&sort=name&order=desc&limit=50&offset=0'
    for (const url of ['/api/users/session', '/api/admin/check', list]) {
      expect(
        asked.filter((candidate) => candidate === url),
        url,
      ).toHaveLength(1)
    }
    expect(await waited()).toBe(false)
    expect(consoleErrors).toEqual([])

    // Inside the frame the table asks for each new page itself, and the guard's questions are not asked again.
    await page.getByLabel('Search tools by name, slug or description').fill('midjourney')
    await page.getByLabel('Select Midjourney', { exact: true }).waitFor()
    expect(asked.filter((url) => url === '/api/admin/check')).toHaveLength(1)
  })

  test('filters by category, creates a tool after a validation error, edits it, features it and deletes it', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/tools')
    await page.getByRole('heading', { level: 1, name: /AI Tools/ }).waitFor()
    await page.getByRole('row').nth(1).waitFor()

    // The category filter narrows the table to that category's tools; Clear Filters brings every row back.
    const seeded = await (await page.request.get('/api/admin/tools?limit=100')).json()
    const categorized = seeded.tools.find((tool: { category_id: number | null }) => tool.category_id !== null)
    if (categorized === undefined) throw new Error('the seed has no tool in a category')
    const category: string = categorized.category_name
    const inCategory = (
      await (await page.request.get(`/api/admin/tools?category_id=${categorized.category_id}`)).json()
    ).total
    expect(inCategory).toBeLessThan(seeded.total)
    // A full first page and its header: the table draws its first rows before the rest (ToolTable), so the count is
    // what the page will show, not what it shows yet.
    const allRows = Math.min(seeded.total, 50) + 1
    await expect.poll(() => page.getByRole('row').count()).toBe(allRows)
    await page.getByLabel('Category', { exact: true }).selectOption({ label: category })
    await expect.poll(() => page.getByRole('row').count()).toBe(Math.min(inCategory, 50) + 1)
    expect(new Set(await page.locator('tbody td:nth-child(3)').allTextContents())).toEqual(new Set([category]))
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect.poll(() => page.getByRole('row').count()).toBe(allRows)
    expect(await page.getByLabel('Category', { exact: true }).inputValue()).toBe('')

    await page.getByRole('button', { name: 'Add AI Tool' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add AI Tool' })
    await dialog.getByLabel('Tool Name *').fill('Quill Writer')
    await dialog.getByLabel('Official Website URL *').fill('not a url')
    await dialog.getByRole('button', { name: 'Create Tool' }).click()
    await dialog.getByText('Short Description is required').waitFor()
    await dialog.getByText('Please enter a valid URL (https://…)').waitFor()
    await dialog.getByText('Choose at least one task').waitFor()
    await dialog.getByRole('combobox', { name: 'Tasks *' }).fill('blog posts')
    await dialog.getByRole('option', { name: /Write blog posts/ }).click()

    await dialog.getByLabel('Short Description *').fill('Drafts long-form articles')
    await dialog.getByLabel('Official Website URL *').fill('https://quill.example.com')
    await dialog.getByLabel('Pricing Model').selectOption('Freemium')
    await dialog.getByLabel('Features').fill('Outlines\nRewrites')
    await dialog.getByRole('button', { name: 'Create Tool' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('Tool created successfully!').waitFor()

    const search = page.getByLabel('Search tools by name, slug or description')
    await search.fill('long-form articles')
    const row = page.getByRole('row').filter({ hasText: 'Quill Writer' })
    await expect.poll(() => page.getByRole('row').count()).toBe(2)
    expect(await row.textContent()).toContain('Outlines…')
    expect(await row.getByRole('link', { name: 'View Quill Writer live page' }).getAttribute('href')).toBe(
      '/tools/quill-writer',
    )

    await row.getByRole('button', { name: 'Edit Quill Writer' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit AI Tool' })
    // The form reads the whole tool: a row holds only its first feature.
    expect(await edit.getByLabel('Features').inputValue()).toBe('Outlines\nRewrites')
    await edit.getByLabel('Short Description *').fill('Drafts long-form articles and newsletters')
    await edit.getByRole('button', { name: 'Update Tool' }).click()
    await edit.waitFor({ state: 'hidden' })
    await row.getByText('and newsletters').waitFor()

    await row.getByRole('switch', { name: 'Featured: Quill Writer' }).click()
    await page.getByText('Tool added to featured list').waitFor()
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked')).toBe('true')

    await search.fill('no tool is called this')
    await page.getByRole('heading', { name: 'No tools found' }).waitFor()
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await search.fill('Quill')

    await row.getByRole('button', { name: 'Delete Quill Writer' }).click()
    const confirm = page.getByRole('dialog', { name: 'Please confirm' })
    await confirm.getByText('Are you sure you want to delete this tool?').waitFor()
    await confirm.getByRole('button', { name: 'Delete Quill Writer' }).click()
    await row.waitFor({ state: 'detached' })
    const { tools } = await (await page.request.get('/api/admin/tools?q=Quill')).json()
    expect(tools.map((tool: { name: string }) => tool.name)).not.toContain('Quill Writer')

    // A link to a tool that is gone says so, and opens no empty form.
    await page.goto('/admin/tools?edit=99999999')
    await page.getByText('Failed to load tool: Tool not found').waitFor()
    expect(await page.getByRole('dialog', { name: 'Edit AI Tool' }).isVisible()).toBe(false)
    expect(new URL(page.url()).searchParams.has('edit')).toBe(false)
  })

  test('finds a tool despite a typo, keeps the sort in the URL, pages, and features and deletes tools in bulk', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    // Enough tools for a second page, named so that a search finds exactly them.
    await sql(
      kitly.databaseUrl,
      `INSERT INTO tools (name, slug, short_description, website_url)
       SELECT 'Pagewright ' || n, 'pagewright-' || n, 'Fills the pages', 'https://pagewright-' || n || '.example.com'
       FROM generate_series(10, 69) AS n`,
    )
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/tools')
    const rows = page.locator('tbody tr')
    await rows.first().waitFor()
    const search = page.getByLabel('Search tools by name, slug or description')

    await search.fill('chatgpy')
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('chatgpy')
    // Every tool found is near the typo; ChatGPT itself is among them.
    await page.getByLabel('Select ChatGPT', { exact: true }).waitFor()
    await expect.poll(() => rows.count()).toBeLessThan(10)
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect.poll(() => search.inputValue()).toBe('')

    // Name, twice: descending; the URL says so and a reload keeps it.
    const byNameDesc = (await (await page.request.get('/api/admin/tools?sort=name&order=desc&limit=1')).json()).tools
    await page.getByRole('button', { name: 'Tool', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBe('asc')
    await page.getByRole('button', { name: 'Tool', exact: true }).click()
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=name&order=desc')
    await expect
      .poll(() => rows.first().getByRole('checkbox').getAttribute('aria-label'))
      .toBe(`Select ${byNameDesc[0].name}`)
    await page.reload()
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Tool' }).getAttribute('aria-sort'))
      .toBe('descending')
    await expect
      .poll(() => rows.first().getByRole('checkbox').getAttribute('aria-label'))
      .toBe(`Select ${byNameDesc[0].name}`)

    const { total } = await (await page.request.get('/api/admin/tools?limit=1')).json()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
    await page.getByText(`Showing 51–${Math.min(100, total)} of ${total}`).waitFor()

    // Newest first, the default, pages by cursor: the URL names the tool each page follows or precedes.
    type Listed = { id: number; name: string }
    const newest = (await (await page.request.get('/api/admin/tools?limit=100')).json()).tools as Listed[]
    const firstRowLabel = () => rows.first().getByRole('checkbox').getAttribute('aria-label')
    const firstRowOf = (index: number) => `Select ${newest[index]?.name}`
    await page.goto('/admin/tools')
    await expect.poll(firstRowLabel).toBe(firstRowOf(0))
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => new URL(page.url()).search).toBe(`?page=2&after=${newest[49]?.id}`)
    await expect.poll(firstRowLabel).toBe(firstRowOf(50))
    await page.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => new URL(page.url()).search).toBe(`?page=3&after=${newest[99]?.id}`)
    await page.getByText(`Showing 101–${Math.min(150, total)} of ${total}`).waitFor()
    const thirdPageFirst = (await (await page.request.get(`/api/admin/tools?offset=100&limit=1`)).json()).tools[0]
    await page.getByRole('button', { name: 'Previous' }).click()
    await expect.poll(() => new URL(page.url()).search).toBe(`?page=2&before=${thirdPageFirst.id}`)
    await expect.poll(firstRowLabel).toBe(firstRowOf(50))
    await page.getByText(`Showing 51–100 of ${total}`).waitFor()
    await page.reload()
    await expect.poll(firstRowLabel).toBe(firstRowOf(50))

    // Two tools featured at once, then two others deleted at once behind the confirmation.
    await search.fill('pagewright')
    await page.getByText('60 tools').waitFor()
    await page.getByRole('button', { name: 'Tool', exact: true }).click()
    await expect.poll(() => rows.first().getByRole('checkbox').getAttribute('aria-label')).toBe('Select Pagewright 10')
    await page.getByLabel('Select Pagewright 10').check()
    await page.getByLabel('Select Pagewright 11').check()
    await page.getByText('2 tools selected').waitFor()
    await page.getByRole('button', { name: 'Feature', exact: true }).click()
    await page.getByText('2 tools added to the featured list').waitFor()
    for (const name of ['Pagewright 10', 'Pagewright 11']) {
      await expect
        .poll(() => page.getByRole('switch', { name: `Featured: ${name}` }).getAttribute('aria-checked'))
        .toBe('true')
    }
    await page.getByLabel('Select Pagewright 12').check()
    await page.getByLabel('Select Pagewright 13').check()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    const confirm = page.getByRole('dialog', { name: 'Please confirm' })
    await confirm.getByRole('button', { name: 'Delete 2 tools' }).click()
    await page.getByText('2 tools deleted').waitFor()
    await page.getByText('58 tools').waitFor()
    await page.getByRole('row').filter({ hasText: 'Pagewright 12' }).waitFor({ state: 'detached' })
    const left = await (await page.request.get('/api/admin/tools?q=pagewright&limit=100')).json()
    expect(left.total).toBe(58)
    expect(left.tools.filter((tool: { is_featured: boolean }) => tool.is_featured)).toHaveLength(2)
  })

  test("edits a tool's tasks by keyboard, accepts an import's suggestion, and the tool page shows them", {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    // X-Doc AI's seeded tasks, one of them as an import would have suggested it: not reviewed yet.
    await sql(
      kitly.databaseUrl,
      `UPDATE tool_tasks SET reviewed = false
       WHERE tool_id = (SELECT id FROM tools WHERE slug = 'x-doc-ai')
         AND task_id = (SELECT id FROM tasks WHERE slug = 'translate-menu')`,
    )
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/tools')
    await page.getByRole('row').nth(1).waitFor()
    await page.getByLabel('Tasks', { exact: true }).selectOption({ label: 'Suggested, to review' })
    const row = page.getByRole('row').filter({ hasText: 'X-Doc AI' })
    await row.getByText('1 suggested task to review').waitFor()
    expect(await page.getByRole('row').count()).toBe(2)

    await row.getByRole('button', { name: 'Edit X-Doc AI' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit AI Tool' })
    const chosen = edit.getByRole('list', { name: 'Chosen tasks' })
    await chosen.getByText('Translate documents').waitFor()
    await edit.getByRole('button', { name: 'Accept suggested task Translate a menu' }).click()
    await chosen.getByText('Translate a menu').waitFor()
    expect(await edit.getByRole('region', { name: 'Suggested tasks' }).count()).toBe(0)

    // Keyboard only: type, arrow to the option, Enter picks it (and does not submit); Backspace removes the last.
    const box = edit.getByRole('combobox', { name: 'Tasks *' })
    await box.fill('transcri')
    await box.press('ArrowDown')
    await box.press('ArrowUp')
    expect(
      await edit.getByRole('listbox', { name: 'Tasks' }).getByRole('option', { selected: true }).textContent(),
    ).toContain('Transcribe audio and video')
    await box.press('Enter')
    await chosen.getByText('Transcribe audio and video').waitFor()
    expect(await box.inputValue()).toBe('')
    await box.press('Backspace')
    await chosen.getByText('Transcribe audio and video').waitFor({ state: 'detached' })
    await box.fill('transcribe audio')
    await box.press('Enter')
    await edit.getByRole('button', { name: 'Remove task Translate documents' }).click()
    await edit.getByRole('button', { name: 'Update Tool' }).click()
    await edit.waitFor({ state: 'hidden' })
    // Saved tasks are reviewed: the tool leaves the list of tools to review.
    await row.waitFor({ state: 'detached' })

    await page.goto('/tools/x-doc-ai')
    const goodFor = page.getByRole('navigation', { name: 'Good for' })
    await goodFor.getByRole('link', { name: 'Transcribe audio and video' }).waitFor()
    expect((await goodFor.getByRole('link').allTextContents()).sort()).toEqual([
      'Transcribe audio and video',
      'Translate a menu',
    ])
  })

  test('bulk upload: a bad row is reported, a duplicate needs the override, a long import shows its progress and ends in Imports, export downloads a CSV', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/tools')
    await page.getByRole('button', { name: 'Bulk Upload' }).click()
    const dialog = page.getByRole('dialog', { name: 'Bulk Upload AI Tools' })

    const template = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download CSV Template' }).click()
    expect((await template).suggestedFilename()).toBe('ai_tools_template.csv')

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await dialog.getByText('Please choose a .csv, .xlsx or .xls file').waitFor()

    const header = ['Tool Name', 'Summary', 'Website Link', 'Pricing Model']
    await uploadCsv(dialog, [
      header,
      ['Lumen Notes', 'Takes meeting notes', 'https://lumen-notes.example.com', 'Free'],
      ['Broken Row', 'Has no website', '', 'Paid'],
    ])
    await dialog.getByText('Success! 1 new tools created, 0 tools updated. 1 errors.').waitFor()
    await dialog
      .getByRole('region', { name: 'Row errors' })
      .getByText(/Row 3:/)
      .waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('row').filter({ hasText: 'Lumen Notes' }).waitFor()

    // The same tool again: nothing is written until the override is confirmed.
    await page.getByRole('button', { name: 'Bulk Upload' }).click()
    await uploadCsv(dialog, [
      header,
      ['Lumen Notes', 'Takes and summarises meeting notes', 'https://lumen-notes.example.com', 'Free'],
    ])
    await dialog.getByText('Their reviews and ratings are preserved', { exact: false }).waitFor()
    await dialog.getByText('Row 2:').waitFor()
    await dialog.getByRole('button', { name: 'Update existing tools' }).click()
    await dialog.getByText('Success! 0 new tools created, 1 tools updated. 0 errors.').waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('row').filter({ hasText: 'Takes and summarises meeting notes' }).waitFor()

    // A file whose every row is new and valid, imported while another import holds the tools import lock: the job
    // waits at its checking stage, which the window shows with a progress bar.
    const lock = await holdToolImportLock(kitly.databaseUrl)
    await page.getByRole('button', { name: 'Bulk Upload' }).click()
    await uploadCsv(dialog, [
      header,
      ['Orbit Slides', 'Turns outlines into slide decks', 'https://orbit-slides.example.com', 'Freemium'],
      ['Parsec Voice', 'Clones a voice for narration', 'https://parsec-voice.example.com', 'Paid'],
    ])
    await dialog.getByText('Checking… 2').waitFor()
    await expect
      .poll(() => dialog.getByRole('progressbar', { name: 'Importing upload.csv' }).getAttribute('aria-valuenow'))
      .toBe('90')
    // Its link leads to Imports, where the job shows the same progress until it ends.
    await dialog.getByRole('link', { name: 'Imports' }).click()
    const details = page.getByRole('dialog', { name: 'Import details' })
    await details.getByText('Checking… 2').waitFor()
    await lock.release()
    await details.getByText('2 new tools created, 0 tools updated. 0 errors.').waitFor()
    await details.getByRole('button', { name: 'Done' }).click()
    await details.waitFor({ state: 'hidden' })

    const rows = page.getByRole('main').getByRole('row')
    // Newest first: this file, the confirmed override, the one that stopped at the duplicate, the first one.
    await rows.nth(1).getByText('Succeeded').waitFor()
    await rows.nth(1).getByText('2 imported').waitFor()
    await rows.nth(3).getByText('Needs confirmation').waitFor()
    await rows.nth(4).getByText('1 imported · 1 error').waitFor()

    await adminNav(page).getByRole('link', { name: 'AI Tools' }).click()
    await page.getByLabel('Search tools by name, slug or description').fill('slide decks')
    await page.getByRole('row').filter({ hasText: 'Orbit Slides' }).getByText('Freemium', { exact: true }).waitFor()
    await page.getByLabel('Search tools by name, slug or description').fill('Parsec')
    await page.getByRole('row').filter({ hasText: 'Parsec Voice' }).getByText('Paid', { exact: true }).waitFor()

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^ai_tools_export_\d{4}-\d{2}-\d{2}\.csv$/)
    const path = await file.path()
    const exported = await readFile(path, 'utf8')
    expect(exported).toContain('Lumen Notes')
    expect(exported).toContain('Orbit Slides')
  })
})
