import { defineProject, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Unit and component tests of the SPA; the root vitest.config.ts lists this file as a project.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 15_000,
    },
  }),
)
