import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  allJsFiles,
  entryKey,
  fileSizes,
  routesInitialFiles,
  staticClosure,
  totalGzip,
  type ViteManifest,
} from './bundle.ts'

// The shape Vite writes: shared chunks are keyed `_name-hash.js`, lazy pages by their source path.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['src/app/routes/public/home.tsx', 'src/app/routes/admin/dashboard.tsx'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_card-c.js': { file: 'assets/card-c.js', imports: ['index.html', '_react-b.js'] },
  '_chart-d.js': { file: 'assets/chart-d.js' },
  'src/app/routes/public/home.tsx': {
    file: 'assets/home-e.js',
    isDynamicEntry: true,
    imports: ['_card-c.js', 'index.html'],
    dynamicImports: ['_chart-d.js'],
  },
  'src/app/routes/public/tools.tsx': { file: 'assets/tools-f.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/app/routes/admin/dashboard.tsx': {
    file: 'assets/dashboard-g.js',
    isDynamicEntry: true,
    imports: ['_chart-d.js'],
  },
  'src/logo.svg': { file: 'assets/logo-h.svg' },
}

describe('initial JavaScript from the Vite manifest', () => {
  it('finds the one entry chunk', () => {
    expect(entryKey(manifest)).toBe('index.html')
    expect(() => entryKey({})).toThrow('expected one entry chunk')
  })

  it('follows static imports through cycles, each file once, never dynamic imports', () => {
    expect(staticClosure(manifest, ['index.html'])).toEqual(['assets/index-a.js', 'assets/react-b.js'])
    expect(staticClosure(manifest, ['index.html', 'src/app/routes/public/home.tsx']).sort()).toEqual([
      'assets/card-c.js',
      'assets/home-e.js',
      'assets/index-a.js',
      'assets/react-b.js',
    ])
  })

  it('gives each lazy page of a folder the entry, its own chunk and their static imports', () => {
    const routes = routesInitialFiles(manifest, 'src/app/routes/public/')
    expect(routes.map((route) => route.route)).toEqual(['home', 'tools'])
    expect(routes[1]?.files.sort()).toEqual(['assets/index-a.js', 'assets/react-b.js', 'assets/tools-f.js'])
  })

  it('lists every JavaScript file of the build, and no other asset', () => {
    expect(allJsFiles(manifest)).toHaveLength(7)
    expect(allJsFiles(manifest)).not.toContain('assets/logo-h.svg')
  })

  it('fails loudly on an import the manifest does not have', () => {
    expect(() => staticClosure({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, ['index.html'])).toThrow(
      'manifest has no chunk _gone.js',
    )
  })

  it('sums the gzip sizes of the files on disk', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kitly-bundle-test-'))
    try {
      writeFileSync(path.join(dir, 'a.js'), 'x'.repeat(10_000))
      writeFileSync(path.join(dir, 'b.js'), 'console.log(1)')
      const sizes = fileSizes(dir, ['a.js', 'b.js'])
      expect(sizes.map((size) => size.bytes)).toEqual([10_000, 14])
      expect(sizes[0]?.gzip).toBeLessThan(100)
      expect(totalGzip(sizes)).toBe((sizes[0]?.gzip ?? 0) + (sizes[1]?.gzip ?? 0))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
