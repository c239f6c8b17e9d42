/**
 * Builds the SPA once per run, into a temporary folder the real Kitly then serves (WEB_DIST_DIR), and the bare
 * React page G18 compares it with, both with the web package's own Vite and a manifest (`build --manifest`).
 * https://vite.dev/guide/backend-integration
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ViteManifest } from '../measure/bundle.ts'
import { REPO_ROOT } from './processes.ts'

const WEB_DIR = path.join(REPO_ROOT, 'web')
const VITE_BIN = path.join(WEB_DIR, 'node_modules/vite/bin/vite.js')

export type WebBuild = {
  distDir: string
  manifest: ViteManifest
  seconds: number
  remove(): Promise<void>
}

/** The SPA as it ships (production mode: React's production build). */
export function buildWeb(): Promise<WebBuild> {
  return buildInTemporaryFolder('kitly-bench-web-', WEB_DIR)
}

const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>React floor</title></head>' +
  '<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>\n'

// Plain createElement, no JSX: nothing but react and react-dom in the bundle.
const FLOOR_MAIN = `import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'))
`

/** G18's floor: react + react-dom rendering one element, built by the same Vite with the same React versions. */
export async function buildReactFloor(): Promise<WebBuild> {
  const root = await mkdtemp(path.join(tmpdir(), 'kitly-bench-floor-'))
  try {
    await writeFile(path.join(root, 'index.html'), FLOOR_HTML)
    await writeFile(path.join(root, 'main.js'), FLOOR_MAIN)
    // react and react-dom resolve from the web package, so the floor has exactly the versions the SPA ships.
    await symlink(path.join(WEB_DIR, 'node_modules'), path.join(root, 'node_modules'), 'dir')
    const build = await buildInTemporaryFolder('kitly-bench-floor-dist-', root)
    const removeAll = async () => {
      await build.remove()
      await remove(root)
    }
    return { ...build, remove: removeAll }
  } catch (error) {
    await remove(root)
    throw error
  }
}

async function buildInTemporaryFolder(prefix: string, root: string): Promise<WebBuild> {
  const distDir = await mkdtemp(path.join(tmpdir(), prefix))
  const started = performance.now()
  try {
    await viteBuild(root, distDir)
    const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
    return { distDir, manifest, seconds: (performance.now() - started) / 1000, remove: () => remove(distDir) }
  } catch (error) {
    await remove(distDir)
    throw error
  }
}

function viteBuild(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [VITE_BIN, 'build', root, '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
      // NODE_ENV decides which React build Vite bundles: measure what ships.
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build ${root} exited with ${code}:\n${output}`)),
    )
  })
}

const remove = (dir: string) => rm(dir, { recursive: true, force: true })
