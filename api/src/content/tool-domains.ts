/**
 * Which site a tool is, for spotting the same tool submitted twice: its website's registrable domain by the
 * public suffix list (https://github.com/remusao/tldts), so `www.` and other subdomains fold into one
 * (app.notion.so → notion.so) while sites on a shared host stay apart (a.github.io ≠ b.github.io).
 */
import { type DatabaseConnection, sql } from '@kitly/db'
import { getDomain } from 'tldts'
import { z } from 'zod'
import { escapeLike } from '../lib/sql-like.ts'
import { SubmissionPrefillSchema } from '../routes/submissions/schemas.ts'
import { TOOL_STATUSES } from './tool-fields.ts'

/** The registrable domain of an http(s) URL; a host the list cannot split (an IP, `localhost`) is itself. */
export function registrableDomain(url: string): string {
  return registrableDomainOfHost(new URL(url).hostname)
}

/** The registrable domain of a host name (an email address's domain: mail.acme.io → acme.io). */
export function registrableDomainOfHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  // Private suffixes too (github.io, vercel.app): each site under them belongs to someone else.
  return getDomain(host, { allowPrivateDomains: true }) ?? host
}

/** A tool on the domain: what the form may start from, and which listing it is. */
export const ToolOnDomainSchema = SubmissionPrefillSchema.extend({
  id: z.number(),
  slug: z.string(),
  website_url: z.string(),
  status: z.enum(TOOL_STATUSES),
  discontinued_at: z.string().nullable(),
})
export type ToolOnDomain = z.infer<typeof ToolOnDomainSchema>

/**
 * The tools whose website is on `domain`, active ones first (live before discontinued), then the site's home before its pages (chatgpt.com
 * before chatgpt.com/gpts: the listing a maker of the site means). Postgres finds the hosts equal to the domain
 * or under it (an index on the reversed host, migrations/0038); the public suffix list then keeps those
 * whose registrable domain is the same (under github.io, b.github.io is not a.github.io's).
 */
export async function findToolsOnDomain(db: DatabaseConnection, domain: string): Promise<readonly ToolOnDomain[]> {
  const reversed = [...`.${domain}`].reverse().join('')
  const candidates = await db.any(sql.type(ToolOnDomainSchema)`
    SELECT id, name, slug, website_url, status, discontinued_at, short_description, description, category_id,
           pricing_model, tags, logo_url
    FROM tools
    WHERE reverse('.' || website_host(website_url)) LIKE ${`${escapeLike(reversed)}%`}
    ORDER BY status = 'active' DESC, discontinued_at IS NULL DESC, length(website_url), id`)
  return candidates.filter((tool) => registrableDomain(tool.website_url) === domain)
}
