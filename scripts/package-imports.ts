/**
 * Relative imports that climb out of their own package into another's folder (`../../api/src/…`): a package is
 * reached through its name and exports (`@kitly/db`, `@kitly/api/schemas`), so what it offers is explicit.
 */
import path from 'node:path'

export type CrossPackageImport = { file: string; line: number; specifier: string; target: string }

// Relative specifiers of statements that start a line (`import … from`, `export … from`, `import '…'`, the clause
// may span lines but holds no string), and of `import('…')` anywhere.
const RELATIVE_IMPORT = /(?:^(?:import|export)\b[^'"]*?\bfrom\s*|^import\s*|\bimport\(\s*)(['"])(\.\.?\/[^'"]*)\1/gm

/** The top-level folder a repository path is in: its package (null for a file at the root). */
function packageOf(repoPath: string): string | null {
  const [first, ...rest] = repoPath.split('/')
  return rest.length > 0 && first !== undefined ? first : null
}

/** The relative imports of `source` (the text of `file`, a path from the repository root) into another package. */
export function findCrossPackageImports(file: string, source: string): CrossPackageImport[] {
  const ownPackage = packageOf(file)
  const found: CrossPackageImport[] = []
  for (const match of source.matchAll(RELATIVE_IMPORT)) {
    const specifier = match[2] ?? ''
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
    // Outside the repository is no package's folder (only this check's own test writes such paths).
    if (resolved.startsWith('../')) continue
    const target = packageOf(resolved)
    if (target === ownPackage) continue
    const line = source.slice(0, match.index).split('\n').length
    found.push({ file, line, specifier, target: target ?? '(the repository root)' })
  }
  return found
}
