/**
 * /api/admin/tools/{id}/maker: a tool's verified maker (routes/claims). Admins see who it is, hand the listing to
 * another account by its email address (a transfer), or remove the maker so the tool can be claimed again.
 * Both writes are audited in their own transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { badRequest, ErrorBody, notFound } from '../../../lib/http-errors.ts'
import { formBody } from '../../form-body.ts'
import { findUserByEmail, toolExists } from '../../users/queries.ts'
import { auditedChange } from '../audit/queries.ts'
import { IdParams } from '../fields.ts'
import { deleteToolMaker, findToolMaker, setToolMaker } from './queries.ts'
import { ToolMakerSchema, TransferMakerBody } from './schemas.ts'

export const TOOL_NOT_FOUND = 'Tool not found'
export const NO_SUCH_ACCOUNT = 'No active account uses this address: the maker must sign up first.'
export const NO_MAKER = 'This tool has no verified maker.'

const answers = { 200: ToolMakerSchema, 400: ErrorBody, 404: ErrorBody }

const adminToolMakerRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireTool = async (id: number) => (await toolExists(app.db, id, false)) || notFound(TOOL_NOT_FOUND)

  app.get('/:id/maker', { schema: { params: IdParams, response: answers } }, async (request) => {
    await requireTool(request.params.id)
    return findToolMaker(app.db, request.params.id)
  })

  app.put(
    '/:id/maker',
    { schema: { params: IdParams, body: formBody(TransferMakerBody), response: answers } },
    async (request) => {
      const { id } = request.params
      await requireTool(id)
      const user = await findUserByEmail(app.db, request.body.email)
      if (!user?.is_active) return badRequest(NO_SUCH_ACCOUNT, [{ field: 'email', message: NO_SUCH_ACCOUNT }])
      return auditedChange(
        app.db,
        request,
        async (tx) => {
          const before = (await findToolMaker(tx, id)).maker
          await setToolMaker(tx, id, user.id)
          return { before, after: await findToolMaker(tx, id) }
        },
        ({ before }) => ({
          action: 'tool.maker_transfer',
          entityType: 'tool',
          entityId: id,
          details: { user_id: user.id, email: user.email, previous_user_id: before?.user_id ?? null },
        }),
      ).then(({ after }) => after)
    },
  )

  app.delete('/:id/maker', { schema: { params: IdParams, response: answers } }, async (request) => {
    const { id } = request.params
    await requireTool(id)
    return auditedChange(
      app.db,
      request,
      async (tx) => (await deleteToolMaker(tx, id)) ?? notFound(NO_MAKER),
      (userId) => ({ action: 'tool.maker_remove', entityType: 'tool', entityId: id, details: { user_id: userId } }),
    ).then(() => ({ maker: null }))
  })
}

export default adminToolMakerRoutes
