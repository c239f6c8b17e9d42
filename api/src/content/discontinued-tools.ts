/**
 * What a discontinued tool (tools.discontinued_at) still takes: its page, reviews, saves and follows stay, and can be
 * removed, but nothing new is added to a product that is gone. Each refusal is a 409 saying so.
 */
import { type DatabaseConnection, sql } from '@kitly/db'
import { conflict } from '../lib/http-errors.ts'

export const DISCONTINUED_REFUSALS = {
  review: 'This tool is discontinued, so it no longer takes new reviews.',
  save: 'This tool is discontinued, so it can no longer be saved.',
  follow: 'This tool is discontinued, so it can no longer be followed.',
} as const

/** A submission for the site of a discontinued listing: its maker brings the listing back rather than adding one. */
export const TOOL_LISTED_DISCONTINUED =
  'This tool is listed as discontinued. If it is yours, claim it from its page to bring it back.'

/** @throws HttpError 409 saying why, when tool `toolId` is discontinued. */
export async function refuseIfDiscontinued(
  db: DatabaseConnection,
  toolId: number,
  action: keyof typeof DISCONTINUED_REFUSALS,
): Promise<void> {
  const gone = await db.exists(sql.typeAlias('void')`
    SELECT FROM tools WHERE id = ${toolId} AND discontinued_at IS NOT NULL`)
  if (gone) conflict(DISCONTINUED_REFUSALS[action])
}
