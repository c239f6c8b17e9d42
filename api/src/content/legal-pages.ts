/**
 * The Terms of Service and Privacy Policy: their titles, and the built-in Markdown a site shows until an
 * admin edits it in Settings. The privacy text lists what this code base actually stores; keep it in step
 * when a table or cookie is added.
 */

export const LEGAL_PAGES = ['terms', 'privacy'] as const
export type LegalPage = (typeof LEGAL_PAGES)[number]

export const LEGAL_TITLES: Record<LegalPage, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
}

/** The site_settings column that holds each page's edited Markdown (NULL: the default below). */
export const LEGAL_COLUMNS = { terms: 'terms_markdown', privacy: 'privacy_markdown' } as const

const TERMS = `These terms apply to everyone who uses this site: visitors, registered users and the makers who list
their tools here.

## The directory

The site is a curated directory of AI tools. Listings, ratings, bundles and kits are information, not advice:
check a tool's own site for its current features, prices and terms before you rely on it. Links to other sites
are provided as a convenience; we are not responsible for their content.

## Your account

You may browse without an account. To save tools, build kits or write reviews you need one, signed in with an
email address and password or with Google. Keep your password to yourself and tell us if you think someone else
has used your account. You can change your details or delete your account from your profile at any time.

## What you post

Reviews, kits you share and inquiries you send must be your own, honest and lawful: no spam, no abuse, nothing
that infringes someone else's rights. You keep the rights to what you write and allow us to show it on the
site. We may edit or remove content that breaks these terms, and suspend accounts that repeatedly do.

## Makers

If you submit or claim a tool, the details you give must be accurate and you must be entitled to speak for it.
We review submissions and edits and decide what is listed.

## Changes and contact

We may update these terms; the current version is always on this page. Questions are welcome through the
contact page.
`

const PRIVACY = `This page says what the site stores about you, why, and how to have it removed.

## What we store

- **Your account:** your name, email address and, if you give them, mobile number, company, bio, location,
  date of birth and avatar. If you sign up with a password we keep only a one-way hash of it, never the password
  itself; if you sign in with Google we keep your Google account id and the name and picture Google shares.
- **What you do with your account:** the reviews you write, the tools and bundles you save and the kits you
  build. Articles you save are kept in your browser only.
- **Sessions:** a cookie that keeps you signed in. It holds a random token; we store only a hash of it, with the
  time it was last used. Signing out ends it.
- **Contact inquiries:** the email address, optional mobile number and message you send through the contact
  form.
- **Newsletter:** your email address, if you subscribe, until you unsubscribe.
- **Usage counts:** how many times each tool's "Visit Website" link is clicked, counted per tool and day,
  not per person.
- **Security:** failed sign-in attempts, with the address they came from, to slow down password guessing.

## Analytics

Analytics or marketing scripts (such as Google Analytics, Google Tag Manager or the Meta Pixel) run only if
the site's administrators have enabled them, and, where a consent banner is shown, only after you accept.
Those services then receive data about your visit under their own privacy policies.

## Your choices

You can edit your profile and delete your account at any time from your profile page; deleting it removes
your account, sessions, saved items and kits (reviews you wrote stay, no longer linked to you). To ask what we hold about you or to have anything else
removed, write to us through the contact page.
`

export const LEGAL_DEFAULTS: Record<LegalPage, string> = { terms: TERMS, privacy: PRIVACY }
