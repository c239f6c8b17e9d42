/**
 * Where uploaded files (avatars, logos) live: a local folder by default, an S3-compatible bucket when one
 * is configured (s3-upload-store.ts). One small interface, so the routes never know which; files are
 * addressed by a key such as `avatars/12-Ab3….png` and reached by the URL the store gives.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { UPLOADS_URL_PREFIX } from '../lib/field-rules.ts'

export interface UploadStore {
  /** Stores `body` under `key` and answers the URL it is served from. */
  put(key: string, body: Uint8Array, contentType: string): Promise<string>
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>
  /** The key behind a URL this store gave out, or null for any other URL (e.g. a Google avatar). */
  keyFromUrl(url: string): string | null
}

/** Keys are made by the routes, never by users; this is the last line against a path escaping the folder. */
const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/

export { UPLOADS_URL_PREFIX }

/** A new key in `folder`: random, so a file's URL is neither guessable nor ever reused. */
export const randomUploadKey = (folder: string, extension: string) =>
  `${folder}/${randomBytes(12).toString('base64url')}.${extension}`

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe upload key: ${key}`)
}

/** Both drivers serve files under /uploads/<key>. */
export function uploadKeyFromUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null
  const key = url.slice(UPLOADS_URL_PREFIX.length)
  return SAFE_KEY.test(key) ? key : null
}

/** Files in a local folder (DATA_DIR/uploads), served by plugins/uploads.ts under /uploads/. */
export function localUploadStore(root: string): UploadStore {
  const fileFor = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  return {
    async put(key, body) {
      const file = fileFor(key)
      await mkdir(path.dirname(file), { recursive: true })
      // wx: never overwrite; keys are random, so a clash is a bug worth seeing.
      await writeFile(file, body, { flag: 'wx', mode: 0o644 })
      return `${UPLOADS_URL_PREFIX}${key}`
    },
    async delete(key) {
      await rm(fileFor(key), { force: true })
    },
    keyFromUrl: uploadKeyFromUrl,
  }
}
