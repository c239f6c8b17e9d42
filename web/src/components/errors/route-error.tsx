import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

/** Every route's error boundary: the failure stays inside the route, header and footer remain usable. */
export function RouteError() {
  const error = useRouteError()
  usePageMeta({ title: pageTitle('Something went wrong') })
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined

  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-muted">
        This page could not be shown. Reloading usually helps; if it keeps happening, please let us know.
      </p>
      {detail && <p className="mt-2 text-sm text-muted">{detail}</p>}
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to={paths.home.href()} className={buttonStyles.secondary}>
          Go to home page
        </Link>
      </div>
    </section>
  )
}
