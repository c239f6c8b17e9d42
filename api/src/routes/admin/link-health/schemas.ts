/** Shapes of /api/admin/link-health: the queue of tools whose website needs a look, and what admins do about it. */
import { z } from 'zod'
import { TOOL_STATUSES } from '../../../content/tool-fields.ts'
import { listOf } from '../../../lib/http-errors.ts'
import { limitParam, offsetParam, searchParam } from '../../../lib/query-params.ts'
import { LINK_STATUSES } from '../../../link-health/link-status.ts'

/**
 * The queue's tabs: `attention` (redirected, failing or dead, not discontinued: the default), one link status, the
 * tools without a logo whose site gave none (`no_logo`: an admin uploads one), or the discontinued tools.
 */
export const LINK_QUEUES = ['attention', 'redirected', 'failing', 'dead', 'no_logo', 'discontinued'] as const
export type LinkQueue = (typeof LINK_QUEUES)[number]

export const ListLinkHealthQuery = z.object({
  queue: z.enum(LINK_QUEUES, `queue must be one of ${LINK_QUEUES.join(', ')}`).default('attention'),
  /** Words of the tool's name or website. */
  q: searchParam,
  limit: limitParam(20, 100),
  offset: offsetParam,
})
export type ListLinkHealthQuery = z.infer<typeof ListLinkHealthQuery>

export const LinkHealthEntrySchema = z.object({
  tool_id: z.number(),
  name: z.string(),
  slug: z.string(),
  website_url: z.string(),
  tool_status: z.enum(TOOL_STATUSES),
  discontinued_at: z.string().nullable(),
  /** The last check's findings; null for a tool never checked (only in the discontinued tab). */
  link_status: z.enum(LINK_STATUSES).nullable(),
  checked_at: z.string().nullable(),
  ok_at: z.string().nullable(),
  final_url: z.string().nullable(),
  http_status: z.number().nullable(),
  problem: z.string().nullable(),
  failed_days: z.number(),
  /** Why the tool's site gave no logo at the last look, for a tool that still has none; null otherwise. */
  logo_problem: z.string().nullable(),
})
export type LinkHealthEntry = z.infer<typeof LinkHealthEntrySchema>

export const LinkHealthListSchema = z.object({ total: z.number(), tools: listOf(LinkHealthEntrySchema) })

export const LinkActionResultSchema = z.object({ tool: LinkHealthEntrySchema, message: z.string() })
