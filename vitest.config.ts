import { defineConfig } from 'vitest/config'

// One `pnpm test` runs every project; global setup starts the one Postgres they share.
export default defineConfig({
  test: {
    globalSetup: ['./api/test/global-setup.ts'],
    projects: ['{api,search,web,web/e2e,bench,paths,scripts}/vitest.config.ts'],
  },
})
