/**
 * /api/admin/link-health: the queue of tools whose website the link checker found redirected, failing or dead (and
 * the discontinued ones), with the admins' actions: use the address a redirect ends at, mark the tool discontinued
 * (or listed again), and check one tool's link now. Every write is audited in its own transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { conflict, ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { collectToolLogo, recordLinkCheck, wantsLogo } from '../../../link-health/check-links.ts'
import { probeLink } from '../../../link-health/probe-link.ts'
import { findToolToCheck } from '../../../link-health/queries.ts'
import { auditedChange } from '../audit/queries.ts'
import { ToolIdParams } from '../fields.ts'
import { findLinkHealthEntry, listLinkHealth, setDiscontinued, useFinalUrl } from './queries.ts'
import { LinkActionResultSchema, type LinkHealthEntry, LinkHealthListSchema, ListLinkHealthQuery } from './schemas.ts'

export const TOOL_NOT_FOUND = 'Tool not found'

const answered = { 200: LinkActionResultSchema, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody }

const adminLinkHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The tool's row of the queue after a change. */
  const entryOf = async (toolId: number) => (await findLinkHealthEntry(app.db, toolId)) ?? notFound(TOOL_NOT_FOUND)

  app.get(
    '/',
    { schema: { querystring: ListLinkHealthQuery, response: { 200: LinkHealthListSchema, 400: ErrorBody } } },
    async (request) => listLinkHealth(app.db, request.query),
  )

  app.post('/:tool_id/use-final-url', { schema: { params: ToolIdParams, response: answered } }, async (request) => {
    const { tool_id } = request.params
    const { name } = await entryOf(tool_id)
    const moved = await auditedChange(
      app.db,
      request,
      async (tx) =>
        (await useFinalUrl(tx, tool_id)) ?? conflict('The last check found no redirect: there is no final URL to use.'),
      (change) => ({ action: 'tool.use_final_url', entityType: 'tool', entityId: tool_id, details: change }),
    )
    return { tool: await entryOf(tool_id), message: `"${name}" now links to ${moved.to}` }
  })

  for (const discontinued of [true, false]) {
    app.post(
      discontinued ? '/:tool_id/discontinue' : '/:tool_id/restore',
      { schema: { params: ToolIdParams, response: answered } },
      async (request) => {
        const { tool_id } = request.params
        const { name } = await entryOf(tool_id)
        await auditedChange(
          app.db,
          request,
          async (tx) =>
            (await setDiscontinued(tx, tool_id, discontinued)) ||
            conflict(discontinued ? `"${name}" is already discontinued.` : `"${name}" is not discontinued.`),
          () => ({
            action: discontinued ? 'tool.discontinue' : 'tool.restore',
            entityType: 'tool',
            entityId: tool_id,
            details: { name },
          }),
        )
        const message = discontinued
          ? `"${name}" is discontinued: it left search and listings, and its page says so`
          : `"${name}" is listed again`
        return { tool: await entryOf(tool_id), message }
      },
    )
  }

  app.post('/:tool_id/check', { schema: { params: ToolIdParams, response: answered } }, async (request) => {
    const { tool_id } = request.params
    const tool = (await findToolToCheck(app.db, tool_id)) ?? notFound(TOOL_NOT_FOUND)
    // The request to the site happens before the transaction: a slow site holds no database connection.
    const outcome = await probeLink(tool.website_url, app.linkChecks)
    const now = new Date()
    await auditedChange(
      app.db,
      request,
      (tx) => recordLinkCheck(tx, tool, outcome, now),
      ({ status, http_status }) => ({
        action: 'tool.check_link',
        entityType: 'tool',
        entityId: tool_id,
        details: { url: tool.website_url, status, http_status },
      }),
    )
    // A tool without a logo gets its site's icon, as from the scheduled check; an admin asking sees a failed look
    // tried again at once.
    const { uploads } = app.linkChecks
    const lookedForLogo = outcome.reached && uploads !== undefined && wantsLogo(tool, now, 0)
    if (lookedForLogo) await collectToolLogo(app.db, tool.id, outcome.finalUrl, { ...app.linkChecks, uploads }, now)
    const entry = await entryOf(tool_id)
    const logo = lookedForLogo ? `; ${describeLogo(entry)}` : ''
    return { tool: entry, message: `"${entry.name}": ${describeLink(entry)}${logo}` }
  })
}

function describeLink(entry: LinkHealthEntry) {
  if (entry.link_status === 'redirected') return `the link works and redirects to ${entry.final_url}`
  if (entry.link_status === 'ok') return 'the link works'
  return `the link does not work (${entry.problem})`
}

function describeLogo(entry: LinkHealthEntry) {
  return entry.logo_problem ? `no logo from its site: ${entry.logo_problem}` : "its site's icon is now its logo"
}

export default adminLinkHealthRoutes
