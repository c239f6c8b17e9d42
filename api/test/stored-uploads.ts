/** Files put straight into a test app's upload store, and whether the store still serves them. */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/** Stores a small file under `folder` (as the upload routes name them) and answers its URL. */
export function storeUpload(app: FastifyInstance, folder: 'logos' | 'tutorials', extension: 'png' | 'pdf') {
  const key = `${folder}/${randomBytes(12).toString('base64url')}.${extension}`
  return app.uploads.put(key, Buffer.from(`test file ${key}`), extension === 'pdf' ? 'application/pdf' : 'image/png')
}

export async function isStored(app: FastifyInstance, url: string): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url })
  if (response.statusCode !== 200 && response.statusCode !== 404) throw new Error(`GET ${url}: ${response.statusCode}`)
  return response.statusCode === 200
}
