import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API (port 3000 by default, KITLY_API_URL to point elsewhere) serves /api and /uploads; in dev
// Vite proxies them so the SPA talks to one origin exactly as it does in production, cookies included.
const api = process.env.KITLY_API_URL ?? 'http://127.0.0.1:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  build: { outDir: 'dist' },
  server: { proxy: { '/api': api, '/uploads': api } },
})
