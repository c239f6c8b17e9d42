import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * `React.lazy` for a named export: `lazyNamed(() => import('./reviews-panel'), 'ReviewsPanel')`. Its code
 * downloads the first time it renders (inside a Suspense boundary); pass an import already started to have
 * it download alongside something else instead.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint; the props stay those of the export
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }))
}
