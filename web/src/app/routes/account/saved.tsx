import { RequireSignedIn } from '@/components/auth/require-signed-in'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { container } from '@/components/ui/styles'
import { SavedTools } from '@/features/tools/components/saved-tools'

export function SavedRoute() {
  usePageMeta({ title: pageTitle('Saved Tools') })
  return (
    <RequireSignedIn>
      {() => (
        <div className={`${container} space-y-8 py-8 sm:py-12`}>
          <header>
            <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Saved Tools</h1>
            <p className="mt-2 text-muted">The tools you bookmarked, in one place.</p>
          </header>
          <SavedTools />
        </div>
      )}
    </RequireSignedIn>
  )
}
