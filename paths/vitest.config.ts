import { defineProject } from 'vitest/config'

// The site's page paths and link builders; the root vitest.config.ts lists this file as a project.
export default defineProject({
  test: { name: 'paths', environment: 'node', include: ['src/**/*.test.ts'] },
})
