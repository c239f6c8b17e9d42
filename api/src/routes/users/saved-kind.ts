/**
 * The routes of one kind of thing a user saves (tools, bundles, articles), all of one shape: `GET /saved-{kind}`
 * lists them, `POST /saved-{kind}/{id}` saves and `DELETE` removes, both idempotent (saving twice or removing what is
 * not saved still answers 200). An id that is no such thing answers 404; a hidden one (inactive, a draft) cannot be
 * newly saved but can be removed, and a kind may refuse other new saves (a discontinued tool: 409).
 */
import type { DatabaseConnection } from '@kitly/db'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBody, listOf, notFound } from '../../lib/http-errors.ts'
import { currentUser } from './current-user.ts'
import { rowIdParam, SavedStateSchema } from './schemas.ts'

export type SavedKind<Item extends z.ZodType> = {
  /** The path's noun, `saved-tools`. */
  path: string
  /** The id's name in the path and its messages, `toolId`. */
  idName: string
  item: Item
  notFoundMessage: string
  list: (db: DatabaseConnection, userId: number) => Promise<readonly z.infer<Item>[]>
  /** Whether `id` exists, and with `visibleOnly` whether the public sees it. */
  exists: (db: DatabaseConnection, id: number, visibleOnly: boolean) => Promise<boolean>
  save: (db: DatabaseConnection, userId: number, id: number) => Promise<void>
  unsave: (db: DatabaseConnection, userId: number, id: number) => Promise<void>
  /** Throws (a 409 saying why) when `id` may not be newly saved; saving what is saved already is never refused. */
  refuseSave?: (db: DatabaseConnection, userId: number, id: number) => Promise<void>
}

export function registerSavedKind<Item extends z.ZodType>(app: FastifyInstance, kind: SavedKind<Item>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  // The path names the id (`/saved-tools/:toolId`), so a bad one is refused with a message naming it.
  const params = z.object({ [kind.idName]: rowIdParam(kind.idName) })
  const response = { 200: SavedStateSchema, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody }
  const schema = { params, response }

  /** Saves or removes (`saved`) the thing `id`, once it is known to exist (and to be visible, to be saved). */
  async function change(request: FastifyRequest, id: number | undefined, saved: boolean) {
    if (id === undefined || !(await kind.exists(app.db, id, saved))) return notFound(kind.notFoundMessage)
    const userId = currentUser(request).id
    if (saved) await kind.refuseSave?.(app.db, userId, id)
    await (saved ? kind.save : kind.unsave)(app.db, userId, id)
    return { ok: true as const, saved }
  }

  routes.get(`/${kind.path}`, { schema: { response: { 200: listOf(kind.item), 401: ErrorBody } } }, async (request) =>
    kind.list(app.db, currentUser(request).id),
  )
  routes.post(`/${kind.path}/:${kind.idName}`, { schema }, (request) =>
    change(request, request.params[kind.idName], true),
  )
  routes.delete(`/${kind.path}/:${kind.idName}`, { schema }, (request) =>
    change(request, request.params[kind.idName], false),
  )
}
