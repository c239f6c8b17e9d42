/**
 * Kits from the Magic Kit Builder: saved by signed-in users (private until shared), shared by anyone as a
 * public link /kits/{id}, downloaded as a PDF. `GET /api/users/kits` (the owner's list) is in user-kits.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireSignedInUserId, signedInUserId } from '../../auth/request-user.ts'
import type { KitUsage } from '../../kit-cost/kit-cost.ts'
import { priceToolsById, priceToolsWithSources } from '../../kit-cost/queries.ts'
import { ErrorBody, HttpError, notFound } from '../../lib/http-errors.ts'
import { visitorLimit } from '../../lib/visitor-limits.ts'
import { type PdfKit, pdfFileName, renderKitPdf } from './pdf.ts'
import { deleteKit, findKit, insertKit, type KitRow, listKitTools, resolveKitTools, setKitShared } from './queries.ts'
import {
  DEFAULT_KIT_USAGE,
  type Kit,
  KitBody,
  KitCostSchema,
  KitParams,
  KitSchema,
  PriceKitBody,
  SaveKitBody,
  UpdateKitBody,
} from './schemas.ts'

export type KitRoutesOptions = { publicUrl: string }

const PdfResponse = z.any().describe('application/pdf')

type PdfKitInput = Omit<PdfKit, 'cost' | 'tools'> & {
  tools: readonly (PdfKit['tools'][number] & { id: number })[]
  usage: KitUsage | null
}

const kitRoutes: FastifyPluginAsyncZod<KitRoutesOptions> = async (app, { publicUrl }) => {
  const shareUrl = (id: string) => `${publicUrl}/kits/${id}`

  const present = async (row: KitRow, viewer: number | null): Promise<Kit> => ({
    id: row.id,
    kit_name: row.kit_name,
    description: row.description,
    prompt: row.prompt,
    preferences: { budget: row.budget, complexity: row.complexity, kit_size: row.kit_size },
    is_shared: row.is_shared,
    share_url: row.is_shared ? shareUrl(row.id) : null,
    is_owner: viewer !== null && row.user_id === viewer,
    created_at: row.created_at,
    tools: await listKitTools(app.db, row.id),
    usage: row.usage,
  })

  /** A kit as its PDF shows it: priced at the usage it was saved with, or at one seat when it has none. */
  const renderPdf = async (kit: PdfKitInput) => {
    const ids = kit.tools.map((tool) => tool.id)
    const cost = await priceToolsWithSources(app.db, ids, kit.usage ?? DEFAULT_KIT_USAGE)
    return renderKitPdf({ ...kit, cost }, publicUrl)
  }

  /** The kit if the visitor may see it: shared ones are public, the others only their owner's. */
  const visibleKit = async (request: FastifyRequest, id: string) => {
    const row = await findKit(app.db, id)
    const viewer = signedInUserId(request)
    if (!row || !(row.is_shared || (viewer !== null && row.user_id === viewer))) return notFound('Kit not found')
    return { row, viewer }
  }

  /** @throws 401 signed out, 404 unknown or not visible, 403 visible (shared) but someone else's. */
  const ownKit = async (request: FastifyRequest, id: string, action: string) => {
    const viewer = requireSignedInUserId(request, `Please sign in to ${action} your kits.`)
    const row = await findKit(app.db, id)
    if (!row || !(row.is_shared || row.user_id === viewer)) return notFound('Kit not found')
    if (row.user_id !== viewer) throw new HttpError(403, `Only the kit's owner can ${action} it.`)
    return { row, viewer }
  }

  app.post(
    '/',
    {
      config: visitorLimit('kitShare'),
      schema: { body: SaveKitBody, response: { 201: KitSchema, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request, reply) => {
      const { share, ...kit } = request.body
      const userId = signedInUserId(request)
      // A visitor without an account can share a kit (it is stored without an owner), not keep one.
      if (userId === null && !share) throw new HttpError(401, 'Please sign in to save kits.')
      const id = await app.db.transaction((tx) => insertKit(tx, kit, { userId, shared: share }))
      const row = await findKit(app.db, id)
      if (!row) throw new Error(`kit ${id} vanished after insert`)
      return reply.status(201).send(await present(row, userId))
    },
  )

  app.post(
    '/pdf',
    { config: visitorLimit('kitPdf'), schema: { body: KitBody, response: { 200: PdfResponse, 400: ErrorBody } } },
    async (request, reply) => {
      const kit = request.body
      const tools = await resolveKitTools(app.db, kit.tools)
      return sendPdf(reply, await renderPdf({ ...kit, tools }), kit.kit_name)
    },
  )

  // The monthly cost of a kit's or a comparison's tools at a usage: a read, sent as a POST for its structured body.
  app.post(
    '/price',
    {
      config: visitorLimit('kitPrice'),
      schema: { body: PriceKitBody, response: { 200: KitCostSchema, 400: ErrorBody } },
    },
    async (request) => priceToolsById(app.db, request.body.tool_ids, request.body.usage),
  )

  app.get(
    '/:id.pdf',
    { config: visitorLimit('kitPdf'), schema: { params: KitParams, response: { 200: PdfResponse, 404: ErrorBody } } },
    async (request, reply) => {
      const { row, viewer } = await visibleKit(request, request.params.id)
      const kit = await present(row, viewer)
      return sendPdf(reply, await renderPdf(kit), kit.kit_name)
    },
  )

  app.get('/:id', { schema: { params: KitParams, response: { 200: KitSchema, 404: ErrorBody } } }, async (request) => {
    const { row, viewer } = await visibleKit(request, request.params.id)
    return present(row, viewer)
  })

  app.patch(
    '/:id',
    {
      schema: {
        params: KitParams,
        body: UpdateKitBody,
        response: { 200: KitSchema, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { row, viewer } = await ownKit(request, request.params.id, 'share')
      await setKitShared(app.db, row.id, request.body.is_shared)
      return present({ ...row, is_shared: request.body.is_shared }, viewer)
    },
  )

  app.delete(
    '/:id',
    {
      schema: {
        params: KitParams,
        response: { 204: z.null(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { row } = await ownKit(request, request.params.id, 'delete')
      await deleteKit(app.db, row.id)
      return reply.status(204).send(null)
    },
  )
}

function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdfFileName(name)}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf)
}

export default kitRoutes
