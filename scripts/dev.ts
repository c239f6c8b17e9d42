/**
 * `pnpm dev`: the API in watch mode and the Vite dev server (which proxies /api to it), together.
 * Ctrl-C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process'

const children: ChildProcess[] = [
  spawn('pnpm', ['--filter', '@kitly/api', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@kitly/web', 'dev'], { stdio: 'inherit' }),
]

const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}
process.on('SIGINT', () => stopAll('SIGINT'))
process.on('SIGTERM', () => stopAll('SIGTERM'))
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM')
    process.exitCode = code ?? 0
  })
}
