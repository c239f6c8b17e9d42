/** /api/legal/{page}: the built-in Terms and Privacy Policy until an admin edits them, always sanitized. */
import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type AdminTestContext, lastAuditEntry, startAdminTestApp } from '../../../test/admin-test-kit.ts'
import { LEGAL_DEFAULTS } from '../../content/legal-pages.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const legalPage = (page: string) => context.app.inject(`/api/legal/${page}`)
const StoredTexts = z.object({ terms_markdown: z.string().nullable(), privacy_markdown: z.string().nullable() })
const storedTexts = () =>
  context.app.db.one(sql.type(StoredTexts)`SELECT terms_markdown, privacy_markdown FROM site_settings`)

describe('/api/legal', () => {
  it('serves the built-in privacy policy, which names what the site stores', async () => {
    const response = await legalPage('privacy')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ page: 'privacy', title: 'Privacy Policy' })
    for (const stored of ['password', 'Google account id', 'Sessions', 'Contact inquiries', 'Newsletter', 'clicked'])
      expect(body.html).toContain(stored)
    expect((await legalPage('terms')).json()).toMatchObject({ page: 'terms', title: 'Terms of Service' })
  })

  it('serves the text an admin saved, sanitized, and the built-in one again once it is cleared', async () => {
    const saved = await context.asAdmin.put('/api/admin/settings', {
      terms_markdown: '## Our terms\n\nBe kind. <script>alert(1)</script><a href="javascript:alert(2)">x</a>',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().terms_markdown).toContain('Be kind.')
    expect((await storedTexts()).terms_markdown).toContain('Be kind.')
    expect(await lastAuditEntry(context.app)).toMatchObject({
      action: 'settings.update',
      details: { changed: ['terms_markdown'] },
    })

    const html = (await legalPage('terms')).json().html
    expect(html).toContain('<h2>Our terms</h2>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('javascript:')

    const cleared = await context.asAdmin.put('/api/admin/settings', { terms_markdown: '  ' })
    expect(cleared.json().terms_markdown).toBe(LEGAL_DEFAULTS.terms)
    expect(await storedTexts()).toEqual({ terms_markdown: null, privacy_markdown: null })
    expect((await legalPage('terms')).json().html).toContain('The directory')
  })

  it('refuses a legal text over 50,000 characters with a 400 naming the page', async () => {
    const response = await context.asAdmin.put('/api/admin/settings', { privacy_markdown: 'x'.repeat(50_001) })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Privacy Policy must be at most 50,000 characters')
    expect((await storedTexts()).privacy_markdown).toBeNull()
  })

  it('answers 400 for a page that is not a legal page', async () => {
    const response = await legalPage('cookies')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Invalid URL: page: Legal page must be terms or privacy')
  })
})
