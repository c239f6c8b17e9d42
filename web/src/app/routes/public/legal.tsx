import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import type { LegalPageName } from '@/features/legal/api/get-legal-page'
import { LegalDocument } from '@/features/legal/components/legal-document'
import { lazyNamed } from '@/lib/lazy-named'

// The blog's sanitizing article renderer, so legal pages look and are cleaned as articles are.
const ArticleContent = lazyNamed(() => import('@/components/ui/article-content'), 'ArticleContent')

const meta: Record<LegalPageName, { title: string; description: string }> = {
  terms: { title: 'Terms of Service', description: 'The terms for using the site, its accounts and reviews.' },
  privacy: { title: 'Privacy Policy', description: 'What the site stores about you, why, and how to remove it.' },
}

function LegalRoute({ page }: { page: LegalPageName }) {
  usePageMeta({ title: pageTitle(meta[page].title), description: meta[page].description })
  return (
    <div className={`${container} py-8 sm:py-12`}>
      <LegalDocument page={page} Content={ArticleContent} />
    </div>
  )
}

/** /terms */
export const TermsRoute = () => <LegalRoute page="terms" />
/** /privacy */
export const PrivacyRoute = () => <LegalRoute page="privacy" />
