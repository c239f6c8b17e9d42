import path from 'node:path'
import { build } from 'vite'

// The server under test serves web/dist, so the SPA is built fresh before any browser test (< 2 s).
export default async function buildSpa() {
  // Vitest sets NODE_ENV=test and Vite would then bundle React's development build;
  // the browser tests must exercise what ships.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root: path.resolve(import.meta.dirname, '..'), logLevel: 'warn' })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
