/// <reference types="node" />
// Runs in Node (vitest), and reads the route modules' files from disk.
import path from 'node:path'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { sessionKey } from '@/components/auth/current-user'
import { alternativesKey } from '@/features/tools/api/get-alternatives'
import { discontinuedToolsKey } from '@/features/tools/api/get-discontinued-tools'
import { toolKey } from '@/features/tools/api/get-tool'
import { tutorialsKey } from '@/features/tools/api/get-tutorials'
import { toolSearchKey } from '@/features/tools/api/prefetch-search'
import { layoutData, routeModules, skippedPaths } from './route-modules'
import { routes } from './router'

type Page = { path: string; load: () => Promise<unknown> }

/** Every page the router loads lazily, with its full path. */
function lazyPages(list: RouteObject[], parent = ''): Page[] {
  return list.flatMap((route) => {
    const full =
      route.path?.startsWith('/') || !route.path ? (route.path ?? parent) : `${parent.replace(/\/$/, '')}/${route.path}`
    const lazy = route.lazy as { Component?: () => Promise<unknown> } | undefined
    const own = lazy?.Component ? [{ path: full, load: lazy.Component }] : []
    return [...own, ...lazyPages(route.children ?? [], full)]
  })
}

const webRoot = path.resolve(import.meta.dirname, '../..')
const publicPages = lazyPages(routes).filter((page) => !page.path.startsWith('/admin'))

describe('the route table the server preloads from', () => {
  it('names, for each public page, the module the router loads for it', async () => {
    expect(routeModules.map((route) => route.path).sort()).toEqual(publicPages.map((page) => page.path).sort())
    for (const route of routeModules) {
      const page = publicPages.find((candidate) => candidate.path === route.path)
      const component = await page?.load()
      const module = (await import(/* @vite-ignore */ path.join(webRoot, route.module))) as Record<string, unknown>
      expect(Object.values(module), route.path).toContain(component)
    }
  })

  it('leaves every back-office page to the skipped paths', () => {
    const admin = lazyPages(routes).filter((page) => page.path.startsWith('/admin'))
    expect(admin.length).toBeGreaterThan(0)
    expect(skippedPaths).toEqual(['/admin/*'])
  })

  it("asks for the same URLs as the pages' own first requests", () => {
    // The server fills `:name` from the path and `{name}` from the query (api/src/plugins/spa.ts).
    const data = (routePath: string) => routeModules.find((route) => route.path === routePath)?.data
    expect(data('/tools/:slug')).toEqual([
      toolKey(':slug').replace('%3A', ':'),
      tutorialsKey(':slug').replace('%3A', ':'),
    ])
    expect(data('/tools/discontinued')).toEqual([discontinuedToolsKey])
    expect(data('/tools/:slug/alternatives')).toEqual([
      toolKey(':slug').replace('%3A', ':'),
      alternativesKey(':slug').replace('%3A', ':'),
    ])
    const search = {
      search: 'ai writer',
      category: 'design',
      pricing: 'free',
      task: 'write-blog-posts',
      platform: 'ios',
      hasApi: true,
      openSource: true,
    } as const
    const [searchTemplate, ...others] = data('/tools') ?? []
    const filled = (searchTemplate ?? '')
      .replace('{search}', encodeURIComponent(search.search).replace('%20', '+'))
      .replace('{category}', search.category)
      .replace('{pricing}', search.pricing)
      .replace('{task}', search.task)
      .replace('{platform}', search.platform)
      .replace('{has_api}', 'true')
      .replace('{open_source}', 'true')
    expect(filled).toBe(toolSearchKey(search))
    expect(others).toEqual([])
    expect(layoutData).toEqual([sessionKey])
  })
})
