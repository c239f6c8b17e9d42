import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { KitBuilder } from '@/features/kit-builder/components/kit-builder'

export function KitBuilderRoute() {
  usePageMeta({
    title: pageTitle('Magic Kit Builder'),
    description:
      'Describe your project and get a kit of AI tools that covers every step, with the reason for each pick.',
  })
  return (
    <div className="bg-gradient-to-b from-brand-50 to-transparent to-40% dark:from-brand-500/10">
      <div className={`${container} max-w-4xl py-12 sm:py-16`}>
        <header className="text-center">
          <p className="text-sm font-semibold text-brand-600 dark:text-brand-400">Magic Kit Builder</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
            Describe your project. Get your AI toolkit.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            We pick a tool for each step of the job and tell you why, within your budget and comfort level.
          </p>
        </header>
        <div className="mt-10">
          <KitBuilder />
        </div>
      </div>
    </div>
  )
}
