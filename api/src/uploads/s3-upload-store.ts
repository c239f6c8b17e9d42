/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), so that several Kitly instances
 * share them. Files keep their `/uploads/<key>` URLs: Kitly streams them from the bucket
 * (plugins/uploads.ts), under the same sandboxing policy as local files, and the bucket can stay private.
 * https://docs.aws.amazon.com/AWSJavaScriptSDK/v3/latest/client/s3/
 */
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { assertSafeKey, UPLOADS_URL_PREFIX, type UploadStore, uploadKeyFromUrl } from './upload-store.ts'

export type S3Options = {
  bucket: string
  /** Unset: AWS itself. */
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** `endpoint/bucket/key` addressing, which most S3-compatible servers want. */
  forcePathStyle: boolean
}

export type StoredFile = { body: Readable; contentType: string | undefined; size: number | undefined }

export type S3UploadStore = UploadStore & {
  /** The file under `key`, or null when there is none. */
  read(key: string): Promise<StoredFile | null>
}

export function s3UploadStore(options: S3Options): S3UploadStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  })
  const Bucket = options.bucket
  return {
    async put(key, body, contentType) {
      assertSafeKey(key)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Keys are random and never reused.
          CacheControl: 'public, max-age=31536000, immutable',
          // Never overwrite, as the local driver: a clash of random keys is a bug worth seeing.
          IfNoneMatch: '*',
        }),
      )
      return `${UPLOADS_URL_PREFIX}${key}`
    },
    async delete(key) {
      assertSafeKey(key)
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    keyFromUrl: uploadKeyFromUrl,
    async read(key) {
      assertSafeKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        return { body: object.Body as Readable, contentType: object.ContentType, size: object.ContentLength }
      } catch (error) {
        if (error instanceof NoSuchKey) return null
        throw error
      }
    },
  }
}
