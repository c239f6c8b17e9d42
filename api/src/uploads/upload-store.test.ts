/**
 * The upload store's contract, run against both drivers: the local folder, and an S3-compatible bucket
 * (the server S3_ENDPOINT names, else s3rver on loopback). Then Kitly serving a bucket's files.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/build-test-app.ts'
import { startTestBucket, type TestBucket } from '../../test/s3-server.ts'
import { s3UploadStore } from './s3-upload-store.ts'
import { localUploadStore, type UploadStore } from './upload-store.ts'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
let bucket: TestBucket
const localRoot = mkdtempSync(path.join(tmpdir(), 'kitly-uploads-'))

beforeAll(async () => {
  bucket = await startTestBucket()
})
afterAll(async () => {
  await bucket.stop()
  rmSync(localRoot, { recursive: true, force: true })
})

/** Each driver, and how to tell from outside the store whether a key's file is there. */
const drivers: [string, () => UploadStore, (key: string) => Promise<boolean>][] = [
  ['the local folder', () => localUploadStore(localRoot), async (key) => existsSync(path.join(localRoot, key))],
  [
    'an S3-compatible bucket',
    () => s3UploadStore(bucket.options),
    async (key) => (await s3UploadStore(bucket.options).read(key)) !== null,
  ],
]

describe.each(drivers)('upload store: %s', (_name, makeStore, isStored) => {
  const key = `logos/${Date.now().toString(36)}-Abc_123.png`

  it('stores a file under /uploads/<key> and knows the key behind that URL, and no other', async () => {
    const store = makeStore()
    const url = await store.put(key, PNG, 'image/png')
    expect(url).toBe(`/uploads/${key}`)
    expect(store.keyFromUrl(url)).toBe(key)
    expect(store.keyFromUrl('https://lh3.googleusercontent.com/a/photo.png')).toBeNull()
    expect(store.keyFromUrl('/uploads/../../etc/passwd')).toBeNull()
  })

  it('refuses keys that could leave their folder', async () => {
    const store = makeStore()
    for (const unsafe of ['../x.png', 'logos/../../x.png', 'logos/x', '/abs/x.png']) {
      await expect(store.put(unsafe, PNG, 'image/png')).rejects.toThrow(/Unsafe upload key/)
    }
  })

  it('deletes a file, and deleting a missing one is no error', async () => {
    const store = makeStore()
    const doomed = `logos/${Date.now().toString(36)}-doomed.png`
    await store.put(doomed, PNG, 'image/png')
    expect(await isStored(doomed)).toBe(true)
    await store.delete(doomed)
    expect(await isStored(doomed)).toBe(false)
    await store.delete(doomed)
  })
})

describe('Kitly with an S3 bucket for uploads', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    const { options } = bucket
    app = await buildTestApp({
      S3_BUCKET: options.bucket,
      S3_ENDPOINT: options.endpoint ?? '',
      S3_ACCESS_KEY_ID: options.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: options.secretAccessKey ?? '',
    })
  })
  afterAll(() => app.close())

  it('serves a stored file from the bucket at its URL, inert and cached, and 404 once deleted', async () => {
    const key = `avatars/1-${Date.now().toString(36)}Xyz.png`
    const url = await app.uploads.put(key, PNG, 'image/png')
    const served = await app.inject(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    await app.uploads.delete(key)
    const gone = await app.inject(url)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ error: 'File not found' })
    expect((await app.inject('/uploads/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404)
  })
})
