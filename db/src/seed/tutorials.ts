/**
 * The starter tutorials shipped beside the seed catalog (tutorials.json; see db/data/catalog/README.md): general
 * how-to steps for well-known tools, reviewed by hand, with no video or PDF links. Each goes after the tool's other
 * tutorials; tutorials of tools no longer in the catalog are skipped.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { type DatabaseTransactionConnection, sql } from '../sql.ts'
import { CATALOG_DIR } from './catalog.ts'

const TutorialEntry = z.object({
  tool: z.string(),
  title: z.string().min(1).max(200),
  description: z.string().max(5000),
  difficulty_level: z.enum(['beginner', 'intermediate', 'advanced']),
  duration_minutes: z.number().int().min(1).max(600).nullable(),
  video_url: z.string().url().nullable(),
  pdf_url: z.string().url().nullable(),
})

export function readTutorials() {
  return z.array(TutorialEntry).parse(JSON.parse(readFileSync(path.join(CATALOG_DIR, 'tutorials.json'), 'utf8')))
}

export async function insertTutorials(tx: DatabaseTransactionConnection): Promise<void> {
  for (const tutorial of readTutorials()) {
    await tx.query(sql.typeAlias('void')`
      INSERT INTO tool_tutorials (tool_id, title, description, difficulty_level, duration_minutes, video_url, pdf_url, position)
      SELECT t.id, ${tutorial.title}, ${tutorial.description}, ${tutorial.difficulty_level}, ${tutorial.duration_minutes},
             ${tutorial.video_url}, ${tutorial.pdf_url},
             (SELECT count(*) FROM tool_tutorials WHERE tool_id = t.id)
      FROM tools t WHERE t.slug = ${tutorial.tool}`)
  }
}
