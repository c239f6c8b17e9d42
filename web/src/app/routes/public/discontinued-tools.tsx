import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { DiscontinuedTools } from '@/features/tools/components/discontinued-tools'

export function DiscontinuedToolsRoute() {
  usePageMeta({
    title: pageTitle('Discontinued AI Tools'),
    description: 'AI tools that are no longer offered, with when they stopped and what to use instead.',
  })
  return (
    <div className={`${container} py-8 sm:py-12`}>
      <DiscontinuedTools />
    </div>
  )
}
