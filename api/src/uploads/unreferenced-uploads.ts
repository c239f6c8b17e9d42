/**
 * Uploaded files (tool logos, tutorial PDFs) whose last row is gone: deleted from the upload store once the change
 * that dropped them has committed, so a rolled-back change never loses a file a row still names.
 */
import { type DatabaseConnection, sql } from '@kitly/db'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { z } from 'zod'

const Url = z.object({ url: z.string() })

/** The URLs among `urls` that some row still names (a logo a submission shares with its tool, say). */
function findReferencedUrls(db: DatabaseConnection, urls: readonly string[]) {
  return db.anyFirst(sql.type(Url)`
    SELECT u.url FROM unnest(${sql.array([...urls], 'text')}) AS u(url)
    WHERE EXISTS (SELECT FROM tools WHERE logo_url = u.url)
       OR EXISTS (SELECT FROM tool_submissions WHERE logo_url = u.url)
       OR EXISTS (SELECT FROM tool_tutorials WHERE pdf_url = u.url)`)
}

/**
 * Deletes the stored files behind `urls` that no row names any more; URLs elsewhere on the web are left alone.
 * Call it after the transaction commits. A file that cannot be deleted is logged, never an error: the change the
 * admin asked for has happened, and an orphan file costs only space.
 */
export async function deleteUnreferencedUploads(
  app: Pick<FastifyInstance, 'db' | 'uploads'>,
  log: FastifyBaseLogger,
  urls: readonly (string | null)[],
): Promise<void> {
  const keys = new Map<string, string>()
  for (const url of urls) {
    const key = url === null ? null : app.uploads.keyFromUrl(url)
    if (url !== null && key !== null) keys.set(url, key)
  }
  if (keys.size === 0) return
  try {
    for (const url of await findReferencedUrls(app.db, [...keys.keys()])) keys.delete(url)
    for (const key of keys.values()) {
      await app.uploads
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'unreferenced upload not deleted'))
    }
  } catch (error) {
    log.warn({ err: error, keys: [...keys.values()] }, 'unreferenced uploads not checked')
  }
}
