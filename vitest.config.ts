import { defineConfig } from 'vitest/config'

// One `pnpm test` runs every project; global setup starts the one Postgres they share.
export default defineConfig({
  test: {
    globalSetup: ['./db/src/testing/global-setup.ts'],
    projects: ['{api,db,search,web,web/e2e,bench,paths,scripts}/vitest.config.ts'],
  },
})
