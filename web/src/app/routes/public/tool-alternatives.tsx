import { useParams } from 'react-router-dom'
import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { LoadError } from '@/components/ui/load-error'
import { container } from '@/components/ui/styles'
import { useAlternatives } from '@/features/tools/api/get-alternatives'
import { useTool } from '@/features/tools/api/get-tool'
import {
  alternativesTitle,
  ToolAlternatives,
  ToolAlternativesSkeleton,
} from '@/features/tools/components/alternatives/tool-alternatives'
import { ToolNotFound } from '@/features/tools/components/detail/tool-not-found'
import { ApiError } from '@/lib/api-client'

/** /tools/{slug}/alternatives: the tools most like one tool. */
export function ToolAlternativesRoute() {
  const { slug = '' } = useParams()
  const tool = useTool(slug)
  const alternatives = useAlternatives(slug)
  const error = tool.error ?? alternatives.error
  const notFound = error instanceof ApiError && error.status === 404

  usePageMeta(
    tool.data
      ? {
          title: pageTitle(alternativesTitle(tool.data.name)),
          description: `AI tools similar to ${tool.data.name}: compare features, pricing and reviews.`,
          image: tool.data.logo_url,
        }
      : { title: pageTitle(notFound ? 'Tool not found' : 'AI Tool Alternatives') },
  )

  return (
    <div className={`${container} py-8 sm:py-12`}>
      {tool.data && alternatives.data ? (
        <ToolAlternatives key={tool.data.slug} tool={tool.data} alternatives={alternatives.data} />
      ) : notFound ? (
        <ToolNotFound />
      ) : error ? (
        <LoadError
          headingLevel={1}
          what="these alternatives"
          onRetry={() => void Promise.all([tool.mutate(), alternatives.mutate()])}
        />
      ) : (
        <ToolAlternativesSkeleton />
      )}
    </div>
  )
}
