/**
 * An admin invitation end to end, with mail delivered by a real SMTP server on loopback
 * (api/test/mail-server.ts): an admin adds an address that has no account on the Admin Users tab, it is
 * listed as pending, the invitee follows the mailed link, sets a password and lands in the back office.
 */

import { linkIn } from '@kitly/api/testing'
import { describe, expect, it } from 'vitest'
import { newAccount } from './accounts.ts'
import { journeyTimeout, signUpAdmin } from './admin.ts'
import { kitlyWithMail } from './mail-harness.ts'

const site = kitlyWithMail()

const invitationMails = (email: string) =>
  site.smtp.to(email).filter((mail) => mail.subject === 'You are invited to administer Kitly')

describe('admin invitation', () => {
  it('invites an address by email; its owner follows the link, sets a password and reaches /admin', {
    timeout: journeyTimeout,
  }, async () => {
    const adminBrowser = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const page = await adminBrowser.newPage()
    page.setDefaultTimeout(15_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signUpAdmin(page, site.kitly.databaseUrl)
    const invitee = newAccount('Mary Jackson')

    await page.goto('/admin/settings')
    await page.getByRole('tab', { name: 'Admin Users' }).click()
    await page.getByRole('tabpanel').getByLabel('Email').fill(invitee.email)
    await page.getByRole('button', { name: 'Add Admin' }).click()
    await page.getByText(`Invitation sent to ${invitee.email}`).waitFor()
    const pending = page.getByRole('region', { name: 'Pending Invitations' })
    await pending
      .getByRole('row')
      .filter({ hasText: invitee.email })
      .getByText(/^Pending until/)
      .waitFor()

    await expect.poll(() => invitationMails(invitee.email).length).toBe(1)
    const [mail] = invitationMails(invitee.email)
    const link = linkIn(mail as NonNullable<typeof mail>, '/invitation')
    expect(link.origin).toBe(site.kitly.baseUrl)

    const inviteeBrowser = await site.browser.newContext({ baseURL: site.kitly.baseUrl })
    const theirs = await inviteeBrowser.newPage()
    theirs.setDefaultTimeout(15_000)
    theirs.on('pageerror', (error) => errors.push(error.message))
    await theirs.goto(link.toString())
    await theirs.getByRole('heading', { level: 1, name: 'Become a Kitly admin' }).waitFor()
    await theirs.getByText(invitee.email, { exact: true }).waitFor()
    // The token leaves the address bar at once.
    expect(new URL(theirs.url()).search).toBe('')
    await theirs.getByLabel('New Password', { exact: true }).fill(invitee.password)
    await theirs.getByLabel('Confirm New Password').fill(invitee.password)
    await theirs.getByRole('button', { name: 'Accept invitation' }).click()
    await theirs.waitForURL('**/admin/dashboard')
    await inviteeBrowser.close()

    // The inviting admin now sees a colleague, and no pending invitation.
    await page.reload()
    await page.getByRole('tab', { name: 'Admin Users' }).click()
    await page.getByRole('row').filter({ hasText: invitee.email }).getByText('Active', { exact: true }).waitFor()
    await expect.poll(() => pending.count()).toBe(0)
    expect(errors).toEqual([])
    await adminBrowser.close()
  })
})
