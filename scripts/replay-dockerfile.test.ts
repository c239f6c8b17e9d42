import { describe, expect, it } from 'vitest'
import { isIgnored, parseDockerfile } from './replay-dockerfile.ts'

describe('the Dockerfile replay', () => {
  it('reads instructions with continuation lines joined and comments dropped', () => {
    const text = '# a comment\nFROM node:24 AS base\nRUN pnpm install \\\n  --frozen-lockfile\ncopy a b/\n'
    expect(parseDockerfile(text)).toEqual([
      { keyword: 'FROM', args: 'node:24 AS base' },
      { keyword: 'RUN', args: 'pnpm install --frozen-lockfile' },
      { keyword: 'COPY', args: 'a b/' },
    ])
  })

  it('leaves out of the build context what .dockerignore names, at any depth it says', () => {
    const patterns = ['node_modules', '**/node_modules', '**/dist', '.tools']
    expect(isIgnored('web/dist/index.html', patterns)).toBe(true)
    expect(isIgnored('api/node_modules/x/package.json', patterns)).toBe(true)
    expect(isIgnored('.tools/bin/node', patterns)).toBe(true)
    expect(isIgnored('patches/pg@8.23.1.patch', patterns)).toBe(false)
    expect(isIgnored('web/src/distance.ts', patterns)).toBe(false)
  })
})
