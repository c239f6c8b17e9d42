import { Link } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

export function NotFoundRoute() {
  usePageMeta({ title: pageTitle('Page not found') })
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-muted">The page you are looking for doesn’t exist or has moved.</p>
      <Link to={paths.home.href()} className={`${buttonStyles.primary} mt-8`}>
        Back to home
      </Link>
    </section>
  )
}
