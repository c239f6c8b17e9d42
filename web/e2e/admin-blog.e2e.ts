import { describe, expect } from 'vitest'
import { adminNav, journeyTimeout, signUpAdmin } from './admin.ts'
import { test } from './harness.ts'

// Markdown with a script and an event handler hidden in it: neither may become live markup anywhere.
const markdown = [
  '## Why sanitize',
  '',
  'Some **bold** advice and a [link](https://example.com).',
  '',
  '<script>window.__pwned = 1</script>',
  '',
  '<img src="/missing.png" alt="a cat" onerror="window.__pwned = 2">',
].join('\n')

const pwned = () => (window as { __pwned?: number }).__pwned

describe('admin blog', () => {
  test('writes a Markdown draft with a sanitized preview, reopens its Markdown, publishes, filters, views and deletes it', {
    timeout: journeyTimeout,
  }, async ({ page, kitly }) => {
    await signUpAdmin(page, kitly.databaseUrl)
    await page.goto('/admin/dashboard')
    await adminNav(page).getByRole('link', { name: 'Blog' }).click()
    await page.getByRole('heading', { level: 1, name: /Blog Posts/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/blog')

    await page.getByRole('button', { name: 'Write Post' }).click()
    const dialog = page.getByRole('dialog', { name: 'Write Post' })
    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await dialog.getByText('Title is required').waitFor()
    await dialog.getByText('Content is required').waitFor()

    await dialog.getByLabel('Title *').fill('Markdown Without Surprises')
    expect(await dialog.getByLabel('Slug').getAttribute('placeholder')).toBe('markdown-without-surprises')
    await dialog.getByLabel('Excerpt *').fill('How the editor keeps scripts out of posts.')
    await dialog.getByLabel('Content *').fill(markdown)
    const preview = dialog.getByRole('region', { name: 'Preview' })
    await preview.getByRole('heading', { level: 2, name: 'Why sanitize' }).waitFor()
    expect(await preview.locator('strong').textContent()).toBe('bold')
    await preview.getByRole('img', { name: 'a cat' }).waitFor({ state: 'attached' })
    expect(await preview.locator('script').count()).toBe(0)
    expect(await preview.locator('[onerror]').count()).toBe(0)
    expect(await page.evaluate(pwned)).toBeUndefined()

    const description = 'Kitly sanitizes every blog post: Markdown becomes HTML, scripts and event handlers go.'
    await dialog.getByLabel('SEO Description').fill(description)
    await dialog.getByText(`${description.length} characters · ${150 - description.length} more to reach 150`).waitFor()
    await dialog.getByLabel('SEO Description').fill(description.padEnd(155, '!'))
    await dialog.getByText('155 characters · Good length').waitFor()
    await dialog.getByLabel('Tags').fill('security, markdown')
    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await page.getByText('Blog post created successfully!').waitFor()

    const row = page.getByRole('row').filter({ hasText: 'Markdown Without Surprises' })
    await row.getByText('/markdown-without-surprises').waitFor()
    await row.getByText('Draft', { exact: true }).waitFor()
    await row.getByText('Kitly Team').waitFor()
    await row.getByText('5 min read').waitFor()
    expect(await row.getByRole('link', { name: /^View/ }).count()).toBe(0)

    // Only the post's own rows count: the seed has published posts of its own.
    await page.getByLabel('Search posts by title or excerpt').fill('scripts out of posts')
    await page.getByLabel('Status').selectOption('published')
    await page.getByRole('heading', { name: 'No posts found' }).waitFor()
    await page.getByLabel('Status').selectOption('draft')
    await row.waitFor()

    // The editor reopens the Markdown exactly as written (the public site gets only the sanitized HTML),
    // and its preview is still cleaned.
    await row.getByRole('button', { name: 'Edit Markdown Without Surprises' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Post' })
    expect(await edit.getByLabel('Content *').inputValue()).toBe(markdown)
    const editPreview = edit.getByRole('region', { name: 'Preview' })
    await editPreview.getByRole('heading', { level: 2, name: 'Why sanitize' }).waitFor()
    expect(await editPreview.locator('script, [onerror]').count()).toBe(0)
    await edit.getByLabel('Reading Time (minutes)').fill('7')
    await edit.getByLabel('Published (visible on the blog)').check()
    await edit.getByRole('button', { name: 'Update Post' }).click()
    await page.getByText('Blog post updated successfully!').waitFor()
    await page.getByRole('heading', { name: 'No posts found' }).waitFor()
    await page.getByLabel('Status').selectOption('published')
    await row.getByText('Published', { exact: true }).waitFor()
    await row.getByText('7 min read').waitFor()

    await row.getByRole('link', { name: 'View Markdown Without Surprises' }).click()
    await page.getByRole('heading', { level: 1, name: 'Markdown Without Surprises' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/blog/markdown-without-surprises')
    await page.getByRole('article').getByRole('heading', { name: 'Why sanitize' }).waitFor()
    expect(await page.getByRole('article').locator('script, [onerror]').count()).toBe(0)
    expect(await page.evaluate(pwned)).toBeUndefined()
    const published = await (await page.request.get('/api/blog/markdown-without-surprises')).json()
    expect(published.content).toContain('<h2>Why sanitize</h2>')
    expect(published).not.toHaveProperty('content_source')

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: /Blog Posts/ }).waitFor()
    await page.getByLabel('Search posts by title or excerpt').fill('scripts out of posts')
    await row.getByRole('button', { name: 'Delete Markdown Without Surprises' }).click()
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete post' }).click()
    await page.getByText('Blog post "Markdown Without Surprises" deleted').waitFor()
    await page.getByRole('heading', { name: 'No posts found' }).waitFor()
  })
})
