/** `pnpm lint`, after biome: fails on any relative import from one package's folder into another's. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { findCrossPackageImports } from './package-imports.ts'

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))

const found = files.flatMap((file) => findCrossPackageImports(file, readFileSync(file, 'utf8')))
for (const { file, line, specifier, target } of found) {
  console.error(`${file}:${line}: '${specifier}' reaches into ${target}/: depend on the package and import its export`)
}
if (found.length > 0) {
  console.error(`${found.length} import(s) across package folders`)
  process.exit(1)
}
