/**
 * Every message Kitly sends, one template each: its subject, words and links in one place. A template
 * renders to plain text + HTML through layout.ts when the message is queued.
 */
import { type MailMessage, renderMail, type Site, siteUrl } from './layout.ts'

export type MailTemplate<P> = { kind: string; render(site: Site, params: P): MailMessage }

/** How long each mailed link works; the routes that check the tokens use the same numbers. */
export const PASSWORD_RESET_VALID_HOURS = 1
export const EMAIL_VERIFICATION_VALID_HOURS = 48
export const EMAIL_CHANGE_VALID_HOURS = 24
export const NEWSLETTER_CONFIRMATION_VALID_DAYS = 7

const greeting = (name: string | null) => `Hi ${name?.trim() || 'there'},`

export const passwordResetMail: MailTemplate<{ to: string; name: string | null; token: string }> = {
  kind: 'password_reset',
  render: (site, { to, name, token }) =>
    renderMail(site, {
      to,
      subject: `Reset your ${site.name} password`,
      blocks: [
        { kind: 'text', text: greeting(name) },
        {
          kind: 'text',
          text: `Someone asked to reset the password of the ${site.name} account for ${to}. If that was you, choose a new password below. The link works once, within ${PASSWORD_RESET_VALID_HOURS} hour.`,
        },
        { kind: 'action', label: 'Choose a new password', url: siteUrl(site, '/reset-password', { token }) },
        { kind: 'text', text: 'If you did not ask for this, ignore this email: your password stays as it is.' },
      ],
    }),
}

export const emailVerificationMail: MailTemplate<{ to: string; name: string | null; token: string }> = {
  kind: 'email_verification',
  render: (site, { to, name, token }) =>
    renderMail(site, {
      to,
      subject: `Verify your email address for ${site.name}`,
      blocks: [
        { kind: 'text', text: greeting(name) },
        {
          kind: 'text',
          text: `Please confirm that ${to} is your address, so that you can get back into your ${site.name} account if you ever forget your password. The link works for ${EMAIL_VERIFICATION_VALID_HOURS} hours.`,
        },
        { kind: 'action', label: 'Verify my email address', url: siteUrl(site, '/verify-email', { token }) },
        { kind: 'text', text: `If you did not create a ${site.name} account, ignore this email.` },
      ],
    }),
}

/** To the new address of an email change: the link that makes it the account's address. */
export const emailChangeMail: MailTemplate<{ to: string; name: string | null; token: string }> = {
  kind: 'email_change',
  render: (site, { to, name, token }) =>
    renderMail(site, {
      to,
      subject: `Confirm your new email address for ${site.name}`,
      blocks: [
        { kind: 'text', text: greeting(name) },
        {
          kind: 'text',
          text: `Someone asked to use ${to} as the address of their ${site.name} account. If that was you, confirm it below: your account switches to this address and your other devices are signed out. The link works once, within ${EMAIL_CHANGE_VALID_HOURS} hours.`,
        },
        { kind: 'action', label: 'Confirm my new address', url: siteUrl(site, '/confirm-email', { token }) },
        { kind: 'text', text: 'If you did not ask for this, ignore this email: nothing changes.' },
      ],
    }),
}

/**
 * To the new address of an email change when another account already has it. No link: the address stays
 * with its account, and the person asking learns nothing from the answer either way.
 */
export const emailInUseMail: MailTemplate<{ to: string }> = {
  kind: 'email_in_use',
  render: (site, { to }) =>
    renderMail(site, {
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

/** To the old address of an email change: the owner hears of it, in case it was not them. */
export const emailChangeNoticeMail: MailTemplate<{ to: string; name: string | null; newEmail: string }> = {
  kind: 'email_change_notice',
  render: (site, { to, name, newEmail }) =>
    renderMail(site, {
      to,
      subject: `Your ${site.name} email address is being changed`,
      blocks: [
        { kind: 'text', text: greeting(name) },
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
  page: siteUrl(site, '/newsletter/unsubscribe', { token }),
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

export const newsletterConfirmationMail: MailTemplate<{ to: string; token: string; unsubscribeToken: string }> = {
  kind: 'newsletter_confirmation',
  render: (site, { to, token, unsubscribeToken }) => {
    const footer = newsletterFooter(site, unsubscribeToken)
    return renderMail(site, {
      to,
      subject: `Confirm your ${site.name} newsletter subscription`,
      headers: footer.headers,
      blocks: [
        { kind: 'text', text: 'Hi there,' },
        {
          kind: 'text',
          text: `Please confirm that you want the ${site.name} newsletter at ${to}: one short email when we publish new guides and tools. Nothing is sent until you confirm.`,
        },
        { kind: 'action', label: 'Confirm my subscription', url: siteUrl(site, '/newsletter/confirm', { token }) },
        { kind: 'text', text: 'If you did not subscribe, ignore this email and you will hear nothing more from us.' },
        footer.block,
      ],
    })
  },
}

export const contactAcknowledgementMail: MailTemplate<{ to: string; queryTypeLabel: string }> = {
  kind: 'contact_acknowledgement',
  // The visitor's own message is deliberately left out: anyone can type any address into the form, and
  // echoing their text would turn it into a way to send arbitrary mail from us.
  render: (site, { to, queryTypeLabel }) =>
    renderMail(site, {
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

export const contactNotificationMail: MailTemplate<{
  to: string
  inquiryId: number
  from: string
  mobile: string | null
  queryTypeLabel: string
  message: string
}> = {
  kind: 'contact_notification',
  render: (site, { to, inquiryId, from, mobile, queryTypeLabel, message }) =>
    renderMail(site, {
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
          url: siteUrl(site, '/admin/contact', { inquiry: String(inquiryId) }),
        },
        { kind: 'fine-print', text: `You get this email because you are a ${site.name} administrator.` },
      ],
    }),
}
