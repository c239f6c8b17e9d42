import { type ComponentType, Suspense } from 'react'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton'
import { type LegalPageName, useLegalPage } from '../api/get-legal-page'

type LegalDocumentProps = {
  page: LegalPageName
  /** Renders the sanitized HTML (the blog's article renderer, handed in by the route). */
  Content: ComponentType<{ html: string }>
}

/** The Terms of Service or Privacy Policy as the admins wrote it (or the built-in text). */
export function LegalDocument({ page, Content }: LegalDocumentProps) {
  const { data, error, mutate } = useLegalPage(page)
  if (error) return <LoadError headingLevel={1} what="this page" onRetry={() => void mutate()} />
  return (
    <article className="mx-auto max-w-3xl">
      {data ? (
        <>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{data.title}</h1>
          <div className="mt-8">
            <Suspense fallback={<TextSkeleton />}>
              <Content html={data.html} />
            </Suspense>
          </div>
        </>
      ) : (
        <>
          <Skeleton className="h-10 w-2/3" />
          <div className="mt-8">
            <TextSkeleton />
          </div>
        </>
      )}
    </article>
  )
}
