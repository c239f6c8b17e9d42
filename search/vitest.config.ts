import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'search',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Real Postgres and whole-catalog sets: generous limits, so a busy machine is slow, not failing.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
