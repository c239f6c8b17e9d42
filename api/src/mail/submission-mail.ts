/**
 * The maker's news of their submission, one message per state it reaches: received, changes requested,
 * approved (with the listing's link) or rejected (with the reason). Built at send time from the submission
 * as it is then, so the words are the reviewer's latest. An edit request of a listed tool gets words of its
 * own and a link to the listing's page on the maker's dashboard.
 */
import { type DatabaseTransactionConnection, sql } from '@kitly/db'
import { paths } from '@kitly/paths'
import { z } from 'zod'
import { SUBMISSION_REJECT_REASON_LABELS, SUBMISSION_REJECT_REASONS } from '../lib/field-rules.ts'
import { type Block, greeting, type MailContent, type Site, siteUrl } from './layout.ts'
import type { MailTemplate } from './templates.ts'

export const MAILED_SUBMISSION_STATES = ['submitted', 'changes_requested', 'approved', 'rejected'] as const

const SubmissionMailParams = z.object({
  submissionId: z.number().int(),
  state: z.enum(MAILED_SUBMISSION_STATES),
})
export type SubmissionMailParams = z.infer<typeof SubmissionMailParams>

const SubmissionForMail = z.object({
  email: z.string(),
  owner_name: z.string().nullable(),
  tool_name: z.string().nullable(),
  website_url: z.string(),
  reviewer_message: z.string().nullable(),
  reject_reason: z.enum(SUBMISSION_REJECT_REASONS).nullable(),
  reject_text: z.string().nullable(),
  tool_slug: z.string().nullable(),
  /** The listed tool an edit request would change; null for a new tool. */
  edit_slug: z.string().nullable(),
})
type SubmissionForMail = z.infer<typeof SubmissionForMail>

function findSubmissionForMail(tx: DatabaseTransactionConnection, id: number) {
  return tx.maybeOne(sql.type(SubmissionForMail)`
    SELECT u.email, u.name AS owner_name, s.name AS tool_name, s.website_url, s.reviewer_message, s.reject_reason,
           s.reject_text, t.slug AS tool_slug, e.slug AS edit_slug
    FROM tool_submissions s JOIN users u ON u.id = s.owner_id LEFT JOIN tools t ON t.id = s.tool_id
    LEFT JOIN tools e ON e.id = s.edit_of
    WHERE s.id = ${id}`)
}

const dashboardAction = (site: Site): Block => ({
  kind: 'action',
  label: 'See your submissions',
  url: siteUrl(site, paths.dashboardSubmissions.href()),
})

type Content = Record<SubmissionMailParams['state'], (site: Site, found: SubmissionForMail, tool: string) => Block[]>

const rejectReason = (found: SubmissionForMail) =>
  found.reject_reason ? SUBMISSION_REJECT_REASON_LABELS[found.reject_reason] : 'not given'

const rejectText = (found: SubmissionForMail): Block[] =>
  found.reject_text ? [{ kind: 'quote', text: found.reject_text }] : []

/** Each state's subject and words. */
const CONTENT: Content = {
  submitted: (site, _found, tool) => [
    {
      kind: 'text',
      text: `Thank you for submitting ${tool} to ${site.name}. It is in our review queue now; we will email you when a reviewer has looked at it.`,
    },
    dashboardAction(site),
  ],
  changes_requested: (site, found, tool) => [
    { kind: 'text', text: `A reviewer looked at ${tool} and would like a few changes before it is listed:` },
    { kind: 'quote', text: found.reviewer_message ?? '' },
    { kind: 'text', text: 'Edit your submission and send it again when it is ready.' },
    dashboardAction(site),
  ],
  approved: (site, found, tool) => [
    { kind: 'text', text: `Good news: ${tool} is now listed on ${site.name}.` },
    found.tool_slug
      ? { kind: 'action', label: 'See the listing', url: siteUrl(site, paths.tool.href(found.tool_slug)) }
      : dashboardAction(site),
  ],
  rejected: (site, found, tool) => [
    {
      kind: 'text',
      text: `A reviewer looked at ${tool} and decided not to list it. Reason: ${rejectReason(found)}.`,
    },
    ...rejectText(found),
    dashboardAction(site),
  ],
}

const listingAction = (site: Site, slug: string): Block => ({
  kind: 'action',
  label: 'See your listing',
  url: siteUrl(site, paths.dashboardListing.href(slug)),
})

/** The words for an edit request of the facts of listed tool `slug`. */
const editContent = (slug: string): Content => ({
  submitted: (site, _found, tool) => [
    {
      kind: 'text',
      text: `Thank you for updating the pricing facts of ${tool}. A reviewer will check them against the page you cited before they appear on ${site.name}; we will email you then.`,
    },
    listingAction(site, slug),
  ],
  changes_requested: (site, found, tool) => [
    { kind: 'text', text: `A reviewer looked at your proposed changes to ${tool} and has a question:` },
    { kind: 'quote', text: found.reviewer_message ?? '' },
    { kind: 'text', text: 'Propose the changes again from your listing’s page when they are ready.' },
    listingAction(site, slug),
  ],
  approved: (site, _found, tool) => [
    { kind: 'text', text: `Good news: your changes to ${tool} are now live on ${site.name}.` },
    { kind: 'action', label: 'See the listing', url: siteUrl(site, paths.tool.href(slug)) },
  ],
  rejected: (site, found, tool) => [
    {
      kind: 'text',
      text: `A reviewer looked at your proposed changes to ${tool} and decided not to apply them. Reason: ${rejectReason(found)}.`,
    },
    ...rejectText(found),
    listingAction(site, slug),
  ],
})

type Subjects = Record<SubmissionMailParams['state'], (tool: string) => string>

const SUBJECTS: Subjects = {
  submitted: (tool) => `We received your submission of ${tool}`,
  changes_requested: (tool) => `Changes requested for ${tool}`,
  approved: (tool) => `${tool} is now listed`,
  rejected: (tool) => `Your submission of ${tool} was not accepted`,
}

const EDIT_SUBJECTS: Subjects = {
  submitted: (tool) => `We received your changes to ${tool}`,
  changes_requested: (tool) => `A question about your changes to ${tool}`,
  approved: (tool) => `Your changes to ${tool} are live`,
  rejected: (tool) => `Your changes to ${tool} were not accepted`,
}

export const submissionUpdateMail: MailTemplate<SubmissionMailParams> = {
  kind: 'submission_update',
  params: SubmissionMailParams,
  build: async (tx, site, { submissionId, state }): Promise<MailContent | null> => {
    const found = await findSubmissionForMail(tx, submissionId)
    if (!found) return null
    const tool = found.tool_name ?? found.website_url
    const isEdit = found.edit_slug !== null
    const content = found.edit_slug === null ? CONTENT : editContent(found.edit_slug)
    return {
      to: found.email,
      subject: (isEdit ? EDIT_SUBJECTS : SUBJECTS)[state](tool),
      blocks: [{ kind: 'text', text: greeting(found.owner_name) }, ...content[state](site, found, tool)],
    }
  },
}
