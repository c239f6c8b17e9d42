/**
 * An S3-compatible server for the upload store's tests: the one S3_ENDPOINT names (with S3_BUCKET and
 * credentials), or else s3rver, an S3 server in Node speaking the same protocol, on a loopback port.
 * https://github.com/jamhall/s3rver
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import type { S3Options } from '../src/uploads/s3-upload-store.ts'

export type TestBucket = { options: S3Options; stop(): Promise<void> }

export async function startTestBucket(): Promise<TestBucket> {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = process.env
  if (S3_ENDPOINT && S3_BUCKET) {
    const options = {
      bucket: S3_BUCKET,
      endpoint: S3_ENDPOINT,
      region: process.env.S3_REGION ?? 'us-east-1',
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE !== 'false',
    }
    return { options, stop: async () => {} }
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'kitly-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory })
  const { port } = await server.run()
  const options = {
    bucket: 'kitly-test-uploads',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  })
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }))
  client.destroy()
  return {
    options,
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
