/**
 * `@kitly/api/schemas` is what the web app imports: its module graph may hold zod and other schema modules only,
 * never Fastify, the database, Node's modules or a package's server entry.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ALLOWED_PACKAGES = new Set(['zod', '@kitly/search/schemas', '@kitly/paths'])
const IMPORT = /^(?:import|export)\s(?:type\s)?[^'"]*?from\s+'([^']+)'/gm

/** Every module reached from `entry` by value imports (type-only imports vanish at run time), and each bare import. */
function moduleGraph(entry: string) {
  const modules = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (modules.has(file)) return
    modules.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(IMPORT)) {
      if (/^(?:import|export)\s+type\s/.test(match[0])) continue
      const specifier = match[1] as string
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier))
      else packages.add(specifier)
    }
  }
  visit(entry)
  return { modules, packages }
}

describe('@kitly/api/schemas', () => {
  const { modules, packages } = moduleGraph(path.resolve(import.meta.dirname, 'schemas.ts'))

  it('reaches the route schemas', () => {
    expect(modules.size).toBeGreaterThan(30)
  })

  it('imports nothing but zod and other schema modules', () => {
    expect([...packages].filter((name) => !ALLOWED_PACKAGES.has(name))).toEqual([])
  })
})
