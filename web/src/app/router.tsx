import type { RouteObject } from 'react-router-dom'
import { RouteError } from '@/components/errors/route-error'
import { paths } from '@/config/paths'
import { RootLayout } from './root-layout'

// Pages load on first visit (one chunk each); every route has its own error boundary so a
// failing page keeps the header and footer around it.
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Nothing to show while the first page's chunk loads (a few milliseconds, same origin).
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        ErrorBoundary: RouteError,
        lazy: { Component: async () => (await import('./routes/public/home')).HomeRoute },
      },
      {
        path: '*',
        ErrorBoundary: RouteError,
        lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute },
      },
    ],
  },
]
