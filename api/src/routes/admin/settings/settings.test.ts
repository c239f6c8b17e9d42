/** /api/admin/settings: the tracking ids, format-checked, empty allowed, served by /api/site-settings. */
import { sql } from '@kitly/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  type AdminTestContext,
  expectAdminOnly,
  lastAuditEntry,
  startAdminTestApp,
} from '../../../../test/admin-test-kit.ts'

let context: AdminTestContext
beforeAll(async () => {
  context = await startAdminTestApp()
})
afterAll(() => context.app.close())

const EMPTY = { google_analytics_code: null, meta_pixel_id: null, google_tag_manager_code: null }

describe('/api/admin/settings', () => {
  it('starts empty, saves valid ids (capitalised) and the public settings follow', async () => {
    expect((await context.asAdmin.get('/api/admin/settings')).json()).toMatchObject(EMPTY)
    const saved = await context.asAdmin.put('/api/admin/settings', {
      google_analytics_code: ' g-abc123xyz ',
      meta_pixel_id: '123456789012345',
      google_tag_manager_code: 'GTM-AB12CD',
    })
    expect(saved.statusCode).toBe(200)
    const expected = {
      google_analytics_code: 'G-ABC123XYZ',
      meta_pixel_id: '123456789012345',
      google_tag_manager_code: 'GTM-AB12CD',
    }
    expect(saved.json()).toMatchObject(expected)
    expect((await context.app.inject('/api/site-settings')).json()).toMatchObject({
      ...expected,
      google_sign_in: false,
    })
    expect(await lastAuditEntry(context.app)).toMatchObject({ action: 'settings.update', actor_id: context.admin.id })
  })

  it('accepts a Universal Analytics id, clears fields sent empty and leaves fields left out alone', async () => {
    await context.asAdmin.put('/api/admin/settings', {
      google_analytics_code: 'UA-12345678-1',
      meta_pixel_id: '1234567890123456',
    })
    const response = await context.asAdmin.put('/api/admin/settings', { meta_pixel_id: '' })
    expect(response.json()).toMatchObject({ google_analytics_code: 'UA-12345678-1', meta_pixel_id: null })
  })

  it.each([
    [{ google_analytics_code: 'AW-123' }, 'Google Analytics ID must look like G-XXXXXXXXXX or UA-XXXXXXX-X'],
    [{ meta_pixel_id: '12345' }, 'Meta Pixel ID must be a 15-16 digit number'],
    [{ meta_pixel_id: '12345678901234567' }, 'Meta Pixel ID must be a 15-16 digit number'],
    [{ google_tag_manager_code: 'GT-1234' }, 'Google Tag Manager ID must look like GTM-XXXXXXX'],
  ])('refuses %o with 400 "%s"', async (body, error) => {
    const response = await context.asAdmin.put('/api/admin/settings', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
  })

  it('saves the site name, support address, social links and consent banner, which every page then reads', async () => {
    const saved = await context.asAdmin.put('/api/admin/settings', {
      site_name: '  Toolshed ',
      support_email: 'help@toolshed.example',
      x_url: 'https://x.com/toolshed',
      linkedin_url: '',
      github_url: 'https://github.com/toolshed',
      analytics_consent_banner: true,
    })
    expect(saved.statusCode).toBe(200)
    const identity = {
      site_name: 'Toolshed',
      support_email: 'help@toolshed.example',
      x_url: 'https://x.com/toolshed',
      linkedin_url: null,
      github_url: 'https://github.com/toolshed',
      analytics_consent_banner: true,
    }
    expect(saved.json()).toMatchObject(identity)
    expect((await context.app.inject('/api/site-settings')).json()).toMatchObject(identity)
    const row = await context.app.db.one(sql.type(z.object({ site_name: z.string(), support_email: z.string() }))`
      SELECT site_name, support_email FROM site_settings`)
    expect(row).toEqual({ site_name: 'Toolshed', support_email: 'help@toolshed.example' })
  })

  it.each([
    [{ site_name: '  ' }, 'Site name is required'],
    [{ site_name: 'x'.repeat(61) }, 'Site name must be at most 60 characters'],
    [{ support_email: 'help@' }, 'Please enter a valid email address'],
    [{ x_url: 'http://x.com/toolshed' }, 'X (Twitter) profile must be an https:// address'],
    [{ github_url: 'javascript:alert(1)' }, 'GitHub profile must be an https:// address'],
    [{ analytics_consent_banner: 'yes' }, 'Consent banner must be true or false'],
  ])('refuses %o with 400 "%s", changing nothing', async (body, error) => {
    const response = await context.asAdmin.put('/api/admin/settings', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(error)
    expect((await context.asAdmin.get('/api/admin/settings')).json()).toMatchObject({ site_name: 'Toolshed' })
  })

  it('is for admins only', async () => {
    await expectAdminOnly(context, '/api/admin/settings', [
      ['GET', ''],
      ['PUT', ''],
    ])
  })
})
