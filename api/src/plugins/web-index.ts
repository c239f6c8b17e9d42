/**
 * The built SPA's index.html: the page server fills it in for every page, and the page policy allows exactly
 * the inline scripts it holds (the theme script), by hash, so editing that script needs no second edit here.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** index.html of the build in `distDir`, or null when the web app is not built. */
export function readIndexHtml(distDir: string): string | null {
  const indexFile = path.join(distDir, 'index.html')
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null
}

// A <script> without a src attribute, and its text.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** A CSP source ('sha256-…') for each inline script: browsers hash the exact text between the tags. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  )
