/**
 * Every message Kitly sends, one template each: its subject, words and links in one place. What a template
 * queues (`params`, checked by its schema) is only what builds the message at send time: the worker calls
 * `build` in the transaction that sends it, which mints any one-time link then (link-tokens.ts), and
 * renders the result to plain text + HTML through layout.ts.
 */

import type { DatabaseTransactionConnection } from '@kitly/db'
import { paths } from '@kitly/paths'
import { z } from 'zod'
import { claimCodeMail, makerVerifiedMail } from './claim-mail.ts'
import { inquiryReplyMail } from './inquiry-reply-mail.ts'
import { greeting, type MailContent, type Site, siteUrl } from './layout.ts'
import { AccountLinkParams, type MintedAccountLink, mintAccountToken, mintNewsletterToken } from './link-tokens.ts'
import { submissionUpdateMail } from './submission-mail.ts'
import { watchDigestMail } from './watch-digest-mail.ts'

export type MailTemplate<P> = {
  kind: string
  /** What the queue keeps: never a usable token (a link is minted by `build`). */
  params: z.ZodType<P>
  /** The message, built when it is sent; null when it no longer has a purpose (its link was revoked, ...). */
  build(tx: DatabaseTransactionConnection, site: Site, params: P): Promise<MailContent | null>
}

/** How long each mailed link works; the routes that check the tokens use the same numbers. */
export const PASSWORD_RESET_VALID_HOURS = 1
export const EMAIL_VERIFICATION_VALID_HOURS = 48
export const EMAIL_CHANGE_VALID_HOURS = 24
export const ADMIN_INVITATION_VALID_HOURS = 72
export const NEWSLETTER_CONFIRMATION_VALID_DAYS = 7

/** A message with a one-time account link: `content` gets the token minted at send time and its address. */
function accountLinkMail(
  kind: string,
  content: (site: Site, link: MintedAccountLink) => MailContent,
): MailTemplate<AccountLinkParams> {
  return {
    kind,
    params: AccountLinkParams,
    build: async (tx, site, { tokenId }) => {
      const link = await mintAccountToken(tx, tokenId)
      return link && content(site, link)
    },
  }
}

export const passwordResetMail = accountLinkMail('password_reset', (site, link) => ({
  to: link.email,
  subject: `Reset your ${site.name} password`,
  blocks: [
    { kind: 'text', text: greeting(link.name) },
    {
      kind: 'text',
      text: `Someone asked to reset the password of the ${site.name} account for ${link.email}. If that was you, choose a new password below. The link works once, within ${PASSWORD_RESET_VALID_HOURS} hour.`,
    },
    {
      kind: 'action',
      label: 'Choose a new password',
      url: siteUrl(site, paths.resetPassword.href(link.token)),
    },
    { kind: 'text', text: 'If you did not ask for this, ignore this email: your password stays as it is.' },
  ],
}))

export const emailVerificationMail = accountLinkMail('email_verification', (site, link) => ({
  to: link.email,
  subject: `Verify your email address for ${site.name}`,
  blocks: [
    { kind: 'text', text: greeting(link.name) },
    {
      kind: 'text',
      text: `Please confirm that ${link.email} is your address, so that you can get back into your ${site.name} account if you ever forget your password. The link works for ${EMAIL_VERIFICATION_VALID_HOURS} hours.`,
    },
    {
      kind: 'action',
      label: 'Verify my email address',
      url: siteUrl(site, paths.verifyEmail.href(link.token)),
    },
    { kind: 'text', text: `If you did not create a ${site.name} account, ignore this email.` },
  ],
}))

export const adminInvitationMail = accountLinkMail('admin_invitation', (site, link) => ({
  to: link.email,
  subject: `You are invited to administer ${site.name}`,
  blocks: [
    { kind: 'text', text: 'Hi there,' },
    {
      kind: 'text',
      text: `An administrator of ${site.name} invited ${link.email} to become an administrator. Accept below to set your password (or confirm, if you already have an account); the link works once, within ${ADMIN_INVITATION_VALID_HOURS} hours.`,
    },
    {
      kind: 'action',
      label: 'Accept the invitation',
      url: siteUrl(site, paths.adminInvitation.href(link.token)),
    },
    { kind: 'text', text: 'If you did not expect this, ignore this email: nothing changes until you accept.' },
  ],
}))

/** To the new address of an email change: the link that makes it the account's address. */
export const emailChangeMail = accountLinkMail('email_change', (site, link) => ({
  to: link.email,
  subject: `Confirm your new email address for ${site.name}`,
  blocks: [
    { kind: 'text', text: greeting(link.name) },
    {
      kind: 'text',
      text: `Someone asked to use ${link.email} as the address of their ${site.name} account. If that was you, confirm it below: your account switches to this address and your other devices are signed out. The link works once, within ${EMAIL_CHANGE_VALID_HOURS} hours.`,
    },
    { kind: 'action', label: 'Confirm my new address', url: siteUrl(site, paths.confirmEmail.href(link.token)) },
    { kind: 'text', text: 'If you did not ask for this, ignore this email: nothing changes.' },
  ],
}))

const EmailInUseParams = z.object({ to: z.string() })

/**
 * To the new address of an email change when another account already has it. No link: the address stays
 * with its account, and the person asking learns nothing from the answer either way.
 */
export const emailInUseMail: MailTemplate<z.infer<typeof EmailInUseParams>> = {
  kind: 'email_in_use',
  params: EmailInUseParams,
  build: async (_tx, site, { to }) => ({
    to,
    subject: `Someone tried to use your address on ${site.name}`,
    blocks: [
      { kind: 'text', text: 'Hi there,' },
      {
        kind: 'text',
        text: `Someone asked to move another ${site.name} account to ${to}. Your address already belongs to your own account, so nothing changed.`,
      },
      {
        kind: 'text',
        text: 'If that was you, sign in to the account that has this address instead. Otherwise you can ignore this email.',
      },
    ],
  }),
}

const EmailChangeNoticeParams = z.object({ to: z.string(), newEmail: z.string() })

/** To the old address of an email change: the owner hears of it, in case it was not them. */
export const emailChangeNoticeMail: MailTemplate<z.infer<typeof EmailChangeNoticeParams>> = {
  kind: 'email_change_notice',
  params: EmailChangeNoticeParams,
  // No name: the old address may never have been verified, and its account's name was typed with it.
  build: async (_tx, site, { to, newEmail }) => ({
    to,
    subject: `Your ${site.name} email address is being changed`,
    blocks: [
      { kind: 'text', text: 'Hi there,' },
      {
        kind: 'text',
        text: `Someone signed in to your ${site.name} account asked to change its address from ${to} to ${newEmail}. The change happens only once the link we sent to the new address is followed.`,
      },
      {
        kind: 'text',
        text: "If this was not you, change your password now and sign out your other devices: your account may be in someone else's hands.",
      },
    ],
  }),
}

/** The API address a mail client calls for a one-click unsubscribe (RFC 8058), and the page people see. */
const newsletterUnsubscribeUrls = (site: Site, token: string) => ({
  oneClick: siteUrl(site, '/api/newsletter/unsubscribe', { token }),
  page: siteUrl(site, paths.newsletterUnsubscribe.href(token)),
})

/**
 * Every newsletter message ends with this unsubscribe link and carries the List-Unsubscribe headers, so
 * mail clients offer their own one-click "Unsubscribe" button.
 */
function newsletterFooter(site: Site, unsubscribeToken: string) {
  const urls = newsletterUnsubscribeUrls(site, unsubscribeToken)
  return {
    block: {
      kind: 'fine-print' as const,
      text: `You get this email because this address was entered in the ${site.name} newsletter box.`,
      link: { label: 'Unsubscribe', url: urls.page },
    },
    headers: {
      'List-Unsubscribe': `<${urls.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

export const newsletterConfirmationMail: MailTemplate<{ subscriptionId: number }> = {
  kind: 'newsletter_confirmation',
  params: z.object({ subscriptionId: z.number().int() }),
  build: async (tx, site, { subscriptionId }) => {
    const link = await mintNewsletterToken(tx, subscriptionId)
    if (!link) return null
    const footer = newsletterFooter(site, link.unsubscribe_token)
    return {
      to: link.email,
      subject: `Confirm your ${site.name} newsletter subscription`,
      headers: footer.headers,
      blocks: [
        { kind: 'text', text: 'Hi there,' },
        {
          kind: 'text',
          text: `Please confirm that you want the ${site.name} newsletter at ${link.email}: one short email when we publish new guides and tools. Nothing is sent until you confirm.`,
        },
        {
          kind: 'action',
          label: 'Confirm my subscription',
          url: siteUrl(site, paths.newsletterConfirm.href(link.token)),
        },
        { kind: 'text', text: 'If you did not subscribe, ignore this email and you will hear nothing more from us.' },
        footer.block,
      ],
    }
  },
}

const ContactAcknowledgementParams = z.object({ to: z.string(), queryTypeLabel: z.string() })

export const contactAcknowledgementMail: MailTemplate<z.infer<typeof ContactAcknowledgementParams>> = {
  kind: 'contact_acknowledgement',
  params: ContactAcknowledgementParams,
  // The visitor's own message is deliberately left out: anyone can type any address into the form, and
  // echoing their text would turn it into a way to send arbitrary mail from us.
  build: async (_tx, site, { to, queryTypeLabel }) => ({
    to,
    subject: `We received your message - ${site.name}`,
    blocks: [
      { kind: 'text', text: 'Hi there,' },
      {
        kind: 'text',
        text: `Thank you for reaching out to us about "${queryTypeLabel}". We'll get back to you within 48 working hours.`,
      },
      {
        kind: 'text',
        text: `If you did not write to ${site.name}, someone typed your address by mistake: ignore this email.`,
      },
    ],
  }),
}

const ContactNotificationParams = z.object({
  to: z.string(),
  inquiryId: z.number().int(),
  from: z.string(),
  mobile: z.string().nullable(),
  queryTypeLabel: z.string(),
  message: z.string(),
})

export const contactNotificationMail: MailTemplate<z.infer<typeof ContactNotificationParams>> = {
  kind: 'contact_notification',
  params: ContactNotificationParams,
  build: async (_tx, site, { to, inquiryId, from, mobile, queryTypeLabel, message }) => ({
    to,
    subject: `New contact inquiry #${inquiryId}: ${queryTypeLabel}`,
    // Replying from the mail client answers the visitor.
    headers: { 'Reply-To': from },
    blocks: [
      {
        kind: 'text',
        text: `${from}${mobile ? ` (${mobile})` : ''} sent a ${queryTypeLabel} message through the contact form:`,
      },
      { kind: 'quote', text: message },
      {
        kind: 'action',
        label: 'Open it in the admin inbox',
        url: siteUrl(site, paths.adminContact.href(inquiryId)),
      },
      { kind: 'fine-print', text: `You get this email because you are a ${site.name} administrator.` },
    ],
  }),
}

/** Builds a queued row's message, its params checked against its template's schema first. */
type QueuedMailBuilder = (tx: DatabaseTransactionConnection, site: Site, params: unknown) => Promise<MailContent | null>

const builderOf = <P>(template: MailTemplate<P>): [string, QueuedMailBuilder] => [
  template.kind,
  (tx, site, params) => template.build(tx, site, template.params.parse(params)),
]

/** Every template by kind, so the worker can build a queued row of any kind. A new template is added here. */
export const mailBuilders = new Map([
  builderOf(passwordResetMail),
  builderOf(emailVerificationMail),
  builderOf(adminInvitationMail),
  builderOf(emailChangeMail),
  builderOf(emailInUseMail),
  builderOf(emailChangeNoticeMail),
  builderOf(newsletterConfirmationMail),
  builderOf(contactAcknowledgementMail),
  builderOf(contactNotificationMail),
  builderOf(inquiryReplyMail),
  builderOf(submissionUpdateMail),
  builderOf(claimCodeMail),
  builderOf(makerVerifiedMail),
  builderOf(watchDigestMail),
])
