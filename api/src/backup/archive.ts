/**
 * The backup archive: a gzipped tar whose first entry is a manifest (format version, schema version, and
 * the size and SHA-256 of every other entry), then one COPY file per table and the uploaded files.
 * Restoring checks every entry against the manifest before it touches anything.
 * https://github.com/mafintosh/tar-stream
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import tar from 'tar-stream'
import { z } from 'zod'

export const BACKUP_FORMAT = 1
const MANIFEST_ENTRY = 'kitly-backup.json'

const StoredFile = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() })
export type StoredFile = z.infer<typeof StoredFile>

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  created_at: z.string(),
  /** The last migration applied to the backed-up database: restore migrates to it before loading rows. */
  schema_version: z.number().int(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), data: StoredFile })),
  /** Sequence positions as text: they are bigints. */
  sequences: z.array(z.object({ name: z.string(), last_value: z.string().nullable() })),
  uploads: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('folder'), files: z.array(StoredFile) }),
    // Objects stay in the bucket (keys are never reused, so they outlive the rows that name them).
    z.object({ kind: z.literal('bucket'), bucket: z.string() }),
  ]),
})
export type BackupManifest = z.infer<typeof BackupManifest>

/** The archive cannot be restored: damaged, truncated, of another format, or not a Kitly backup at all. */
export class BackupArchiveError extends Error {}

/** Writes `source` to `file`, answering its size and SHA-256 as the manifest records them. */
export async function writeWithDigest(
  source: Readable | AsyncIterable<Buffer>,
  file: string,
): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256')
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  await mkdir(path.dirname(file), { recursive: true })
  await pipeline(source, counter, createWriteStream(file))
  return { bytes, sha256: hash.digest('hex') }
}

/** Writes the manifest and the files it lists (read from `folder`) to `target`, atomically. */
export async function packArchive(folder: string, manifest: BackupManifest, target: string): Promise<void> {
  const pack = tar.pack()
  const partial = `${target}.partial`
  const written = pipeline(pack, createGzip(), createWriteStream(partial))
  const manifestText = Buffer.from(JSON.stringify(manifest, null, 2))
  pack.entry({ name: MANIFEST_ENTRY, size: manifestText.length }, manifestText)
  for (const file of listedFiles(manifest)) {
    const entry = pack.entry({ name: file.path, size: (await stat(path.join(folder, file.path))).size })
    await pipeline(createReadStream(path.join(folder, file.path)), entry)
  }
  pack.finalize()
  await written
  await rename(partial, target)
}

/**
 * Unpacks `archive` into `folder` and answers its manifest, having checked the format and the size and
 * SHA-256 of every entry. Any mismatch, unknown or missing entry throws BackupArchiveError.
 */
export async function unpackVerified(archive: string, folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest | null = null
  const seen = new Map<string, { bytes: number; sha256: string }>()
  const extract = tar.extract()
  const feeding = pipeline(createReadStream(archive), createGunzip(), extract)
  // A broken stream also ends the loop below with its error; this only keeps the rejection from going unheard.
  feeding.catch(() => {})
  try {
    for await (const entry of extract) {
      const content = entry as unknown as AsyncIterable<Buffer>
      if (manifest === null) {
        if (entry.header.name !== MANIFEST_ENTRY) throw new BackupArchiveError('This is not a Kitly backup.')
        const chunks: Buffer[] = []
        for await (const chunk of content) chunks.push(chunk)
        manifest = parseManifest(Buffer.concat(chunks).toString('utf8'))
        continue
      }
      const name = entry.header.name
      if (!listedFiles(manifest).some((file) => file.path === name) || name.includes('..')) {
        throw new BackupArchiveError(`The backup holds an entry it does not list: ${name}`)
      }
      seen.set(name, await writeWithDigest(content, path.join(folder, name)))
    }
    await feeding
  } catch (error) {
    if (error instanceof BackupArchiveError) throw error
    throw new BackupArchiveError(`The backup is damaged or truncated (${(error as Error).message}).`)
  }
  if (manifest === null) throw new BackupArchiveError('The backup is empty.')
  for (const file of listedFiles(manifest)) {
    const found = seen.get(file.path)
    if (!found || found.bytes !== file.bytes || found.sha256 !== file.sha256) {
      throw new BackupArchiveError(`The backup is damaged: ${file.path} does not match its checksum.`)
    }
  }
  return manifest
}

function parseManifest(text: string): BackupManifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupArchiveError('The backup manifest is not readable.')
  }
  const format = (json as { format?: unknown } | null)?.format
  if (format !== BACKUP_FORMAT) {
    throw new BackupArchiveError(`This backup has format ${String(format)}; this Kitly reads format ${BACKUP_FORMAT}.`)
  }
  const parsed = BackupManifest.safeParse(json)
  if (!parsed.success) throw new BackupArchiveError('The backup manifest is not valid.')
  return parsed.data
}

const listedFiles = (manifest: BackupManifest): StoredFile[] => [
  ...manifest.tables.map((table) => table.data),
  ...(manifest.uploads.kind === 'folder' ? manifest.uploads.files : []),
]
