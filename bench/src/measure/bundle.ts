/**
 * A page's initial JavaScript, read from a Vite build's manifest (https://vite.dev/guide/backend-integration):
 * the entry chunk, the chunk of the route's lazy page, and every chunk they import statically (Vite preloads
 * those), never dynamic imports. Sizes: minified bytes on disk and gzip at zlib's default level.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** The build's one entry chunk (index.html). */
export function entryKey(manifest: ViteManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`)
  return entries[0] as string
}

/** The JavaScript files of `keys` and of everything they import statically, each once. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return [...new Set([...seen].map((key) => manifest[key]?.file as string))].filter((file) => file.endsWith('.js'))
}

/** For each lazy page under `folder` (e.g. src/app/routes/public/): the files a first visit to it loads. */
export function routesInitialFiles(manifest: ViteManifest, folder: string): Array<{ route: string; files: string[] }> {
  const entry = entryKey(manifest)
  return Object.keys(manifest)
    .filter((key) => key.startsWith(folder) && manifest[key]?.isDynamicEntry)
    .sort()
    .map((key) => ({
      route: path.basename(key).replace(/\.[jt]sx?$/, ''),
      files: staticClosure(manifest, [entry, key]),
    }))
}

/** Every JavaScript file of the build. */
export function allJsFiles(manifest: ViteManifest): string[] {
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'))
}

export type FileSize = { file: string; bytes: number; gzip: number }

export function fileSizes(distDir: string, files: readonly string[]): FileSize[] {
  return files.map((file) => {
    const content = readFileSync(path.join(distDir, file))
    return { file, bytes: content.length, gzip: gzipSync(content).length }
  })
}

export const totalGzip = (sizes: readonly FileSize[]) => sizes.reduce((sum, size) => sum + size.gzip, 0)
