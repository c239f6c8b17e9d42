import { defineProject } from 'vitest/config'

// The repository's own scripts (the test run's summary).
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['*.test.ts'],
  },
})
