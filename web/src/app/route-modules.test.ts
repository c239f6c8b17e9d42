/// <reference types="node" />
// Runs in Node (vitest), and reads the route modules' files from disk.
import path from 'node:path'
import type { RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { sessionKey } from '@/components/auth/current-user'
import { adminCheckKey } from '@/features/admin/access/api/check-admin'
import { alternativesKey } from '@/features/tools/api/get-alternatives'
import { discontinuedToolsKey } from '@/features/tools/api/get-discontinued-tools'
import { toolKey } from '@/features/tools/api/get-tool'
import { tutorialsKey } from '@/features/tools/api/get-tutorials'
import { toolSearchKey } from '@/features/tools/api/prefetch-search'
import { adminRouteModules, layoutData, preloadTable, routeModules } from './route-modules'
import { routes } from './router'

type Load = () => Promise<unknown>
/** `frames`: the lazy components of the routes around the page, outermost first. */
type Page = { path: string; load: Load; frames: Load[] }

/** Every page the router loads lazily, with its full path. */
function lazyPages(list: RouteObject[], parent = '', frames: Load[] = []): Page[] {
  return list.flatMap((route) => {
    const full =
      route.path?.startsWith('/') || !route.path ? (route.path ?? parent) : `${parent.replace(/\/$/, '')}/${route.path}`
    const lazy = (route.lazy as { Component?: Load } | undefined)?.Component
    const own = lazy && !route.children ? [{ path: full, load: lazy, frames }] : []
    return [...own, ...lazyPages(route.children ?? [], full, lazy ? [...frames, lazy] : frames)]
  })
}

const webRoot = path.resolve(import.meta.dirname, '../..')
const exportsOf = async (module: string) =>
  Object.values((await import(/* @vite-ignore */ path.join(webRoot, module))) as Record<string, unknown>)
const pages = lazyPages(routes)
const publicPages = pages.filter((page) => !page.path.startsWith('/admin'))

describe('the route table the server preloads from', () => {
  it('names, for each public page, the module the router loads for it', async () => {
    expect(routeModules.map((route) => route.path).sort()).toEqual(publicPages.map((page) => page.path).sort())
    for (const route of routeModules) {
      const page = publicPages.find((candidate) => candidate.path === route.path)
      const component = await page?.load()
      expect(await exportsOf(route.module), route.path).toContain(component)
    }
  })

  it('names, for each back-office page, the modules of its frames and its own, as the router loads them', async () => {
    const adminPages = pages.filter((page) => page.path.startsWith('/admin'))
    expect(adminRouteModules.map((route) => route.path).sort()).toEqual(adminPages.map((page) => page.path).sort())
    for (const route of preloadTable().routes.filter((candidate) => candidate.path.startsWith('/admin'))) {
      const page = adminPages.find((candidate) => candidate.path === route.path)
      const components = await Promise.all(
        [...(page?.frames ?? []), ...(page ? [page.load] : [])].map((load) => load()),
      )
      expect(route.modules, route.path).toHaveLength(components.length)
      for (const [index, module] of route.modules.entries()) {
        expect(await exportsOf(module), `${route.path}: ${module}`).toContain(components[index])
      }
      // The guard's questions, which its loader asks as the app starts; none for the sign-in page (route-modules.ts).
      const guarded = adminRouteModules.find((candidate) => candidate.path === route.path)?.shell
      expect(route.data, route.path).toEqual(guarded ? [sessionKey, adminCheckKey] : [])
    }
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
