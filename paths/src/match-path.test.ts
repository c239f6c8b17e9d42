import { describe, expect, it } from 'vitest'
import { matchPath, matchSegments, pathSegments } from './match-path.ts'
import { paths } from './paths.ts'

describe('matchPath', () => {
  it("gives a page's decoded parameters, with or without a trailing slash", () => {
    expect(matchPath(paths.tool.path, '/tools/canva')).toEqual({ slug: 'canva' })
    expect(matchPath(paths.tool.path, '/tools/caf%C3%A9/')).toEqual({ slug: 'café' })
    expect(matchPath(paths.toolAlternatives.path, '/tools/canva/alternatives')).toEqual({ slug: 'canva' })
  })

  it('refuses other pages, extra or missing segments, and malformed escapes', () => {
    expect(matchPath(paths.tool.path, '/tools/canva/alternatives')).toBeNull()
    expect(matchPath(paths.tool.path, '/tools')).toBeNull()
    expect(matchPath(paths.bundle.path, '/tools/canva')).toBeNull()
    expect(matchPath(paths.tool.path, '/tools/%E0%A4%A')).toBeNull()
  })

  it('matches literal segments case-insensitively and lets a final * take the rest, as the router does', () => {
    expect(matchPath(paths.tool.path, '/TOOLS/canva')).toEqual({ slug: 'canva' })
    expect(matchSegments(pathSegments('/admin/*'), ['admin', 'tools', '7'])).toEqual({})
    expect(matchSegments(pathSegments('/admin/*'), [])).toBeNull()
  })
})
