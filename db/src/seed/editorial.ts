/**
 * The Kitly team's editorial picks beside the seed catalog (see db/data/catalog/README.md): the tools the home page
 * features (featured.editorial.json) and the notability tier of widely known tools (notability.editorial.json),
 * which ranks them first in "popular" order until reviews and clicks say more.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type DatabaseTransactionConnection, sql } from '../sql.ts'
import { CATALOG_DIR } from './catalog.ts'

const Notability = z.number().int().min(1).max(3)

export function readEditorialPicks() {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(CATALOG_DIR, file), 'utf8'))
  return {
    featured: z.array(z.string()).parse(read('featured.editorial.json')),
    notability: z.record(z.string(), Notability).parse(read('notability.editorial.json')),
  }
}

const Count = z.object({ count: z.number() })

/** Features the editorial tools that are still in the catalog; answers how many it featured. */
export async function featureEditorialTools(tx: DatabaseTransactionConnection): Promise<number> {
  return tx.oneFirst(sql.type(Count)`
    WITH updated AS (
      UPDATE tools SET is_featured = true
      WHERE slug = ANY(${sql.array(readEditorialPicks().featured, 'text')}) AND NOT is_featured
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM updated`)
}

/** Gives each listed tool its tier, unless an admin set one already; answers how many it set. */
export async function setEditorialNotability(tx: DatabaseTransactionConnection): Promise<number> {
  const tiers = Object.entries(readEditorialPicks().notability).map(([slug, notability]) => ({ slug, notability }))
  return tx.oneFirst(sql.type(Count)`
    WITH updated AS (
      UPDATE tools t SET notability = n.notability
      FROM jsonb_to_recordset(${sql.jsonb(tiers)}) AS n(slug text, notability smallint)
      WHERE t.slug = n.slug AND t.notability = 0
      RETURNING 1
    )
    SELECT count(*)::int AS count FROM updated`)
}
