import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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
        .filter((file) => compressible.test(file.fileName))
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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist' },
  server: { proxy: { '/api': api, '/uploads': api } },
})
