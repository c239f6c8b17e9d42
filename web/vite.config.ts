import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { preloadTable, ROUTE_TABLE_FILE } from './src/app/route-modules.ts'

// The API (port 3000 by default, KITLY_API_URL to point elsewhere) serves /api and /uploads; in dev
// Vite proxies them so the SPA talks to one origin exactly as it does in production, cookies included.
const api = process.env.KITLY_API_URL ?? 'http://127.0.0.1:3000'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
/** Smaller files gain nothing worth a second request header's worth of bytes. */
const compressFrom = 1024
const compressible = /\.(js|css|svg|json)$/

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every script and stylesheet, compressed once at build time at
 * the highest levels; the API's static plugin sends the one the browser accepts (`preCompressed`). A phone on a
 * slow network downloads a third of the bytes (G19).
 */
function precompress(): Plugin {
  return {
    name: 'kitly-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return
      const files = Object.values(bundle)
        .filter((file) => compressible.test(file.fileName) && !file.fileName.startsWith('.vite/'))
        .map((file) => ({ name: file.fileName, bytes: Buffer.from(file.type === 'chunk' ? file.code : file.source) }))
        .filter((file) => file.bytes.length >= compressFrom)
      await Promise.all(
        files.flatMap(({ name, bytes }) => [
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).then((out) =>
            writeFile(path.join(dir, `${name}.br`), out),
          ),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }).then((out) =>
            writeFile(path.join(dir, `${name}.gz`), out),
          ),
        ]),
      )
    },
  }
}

/**
 * Writes the pages' route table (src/app/route-modules.ts) beside Vite's manifest: with both, the API's page
 * server knows which chunks and API calls a page needs and has the browser fetch them with its HTML (G19).
 */
function routeTable(): Plugin {
  return {
    name: 'kitly-route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_TABLE_FILE,
        source: `${JSON.stringify(preloadTable(), null, 2)}\n`,
      })
    },
  }
}

/**
 * React Router 7 exports only its development build, whatever the mode (remix-run/react-router#12437, #14102), so a
 * production bundle would carry its development warnings. Builds take the production build the package ships beside
 * it, which differs only there.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'kitly-react-router-production',
    apply: 'build',
    config() {
      const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'))
      const dist = path.join(path.dirname(fromRouterDom.resolve('react-router/package.json')), 'dist/production')
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
          ],
        },
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), routeTable(), reactRouterProductionBuild()],
  resolve: { tsconfigPaths: true },
  // The manifest maps each source module to its chunk and the chunks it imports (https://vite.dev/guide/backend-integration).
  build: {
    outDir: 'dist',
    manifest: true,
    // A lazy page's import() fetches its own chunk, and the entry has already loaded the framework: listing them as
    // the page's preloads only wrote every chunk's name into the entry (G18: ~1 kB gzip). Shared chunks stay listed.
    // index.html names them all, though: otherwise the framework, which every page runs first, is found only once the
    // entry's chunk is parsed, a round trip after the HTML's own preloads.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => dep !== file && !/^assets\/(framework|rolldown-runtime)-/.test(dep)),
    },
    rolldownOptions: {
      // Required by the inlining below; an app's entry exports nothing anyone imports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Code shared by some pages (an icon, a skeleton, a badge) would otherwise be a file of its own, a dozen or
          // two per page, and a phone pays a round trip for each (G19): the tool page loaded 19 files, now 2. A small
          // shared module is copied into each chunk that needs it instead. So a module holding state (a context, a
          // cache) must live in code the entry loads, or two lazily loaded parts of one page get a copy each.
          // The size (before minifying) takes in the save button the tool page and the cards share (G19 tool page
          // LCP ~2.0 -> ~1.9 s), but not the card grid: copied into the directory's chunk, it raised the directory's
          // TBT (~45 -> ~115 ms in back-to-back runs).
          // https://rolldown.rs/in-depth/inline-common-chunks
          experimentalInlineCommonChunks: { maxSize: 6144 },
          // What every page runs first (React, the router, SWR, the icon base, the site's paths) in one file, not
          // six. The paths grow with the site: past the inlining size they would become one more round trip each page.
          groups: [
            {
              name: 'framework',
              test: /rolldown[\\/]runtime|node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal)@|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared|context)|paths[\\/]src[\\/]paths\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/uploads': api } },
})
