import path from 'node:path'
import { defineProject } from 'vitest/config'

const webDir = path.resolve(import.meta.dirname, '..')

// Browser journeys against the real server; the root vitest.config.ts lists this file as a project
// and its global setup provides the Postgres that @kitly/db/testing clones databases from.
export default defineProject({
  root: webDir,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: [path.join(webDir, 'e2e/global-setup.ts')],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Polls wait on the page reacting (a refetch, a carousel settling): give a loaded 2-core machine time.
    expect: { poll: { timeout: 10_000 } },
  },
})
