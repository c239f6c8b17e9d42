import { defineProject } from 'vitest/config'

// Smoke tests of the harness only (generator, query sets, statistics); the benchmarks never run in `pnpm test`.
export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
