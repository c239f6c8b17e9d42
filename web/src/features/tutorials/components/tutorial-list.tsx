import { DIFFICULTY_LABELS, UPLOADED_PDF_PATTERN } from '@kitly/api/tutorial-rules'
import { Clock, FileText, GraduationCap } from 'lucide-react'
import { Suspense } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { cardStyles, chipStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { Tutorial } from '@/lib/api-types'
import { lazyNamed } from '@/lib/lazy-named'
import { TutorialVideo, tutorialLinkStyles } from './tutorial-video'

// The sanitizer (DOMPurify) outweighs the rest of the tutorials page: started with this module, it downloads beside
// the tutorials instead of before the page can render (the initial-JS goal, bench/src/goals.ts), as the blog's does.
const articleContent = import('@/components/ui/article-content')
const ArticleContent = lazyNamed(() => articleContent, 'ArticleContent')

/** A tutorial, and on the index the tool it teaches. */
type ListedTutorial = Tutorial & { tool_name?: string; tool_slug?: string }

/**
 * Tutorials in their order, each with its level, minutes, title, description (server-rendered Markdown), Watch Video
 * and Download PDF: the tool page's Tutorials tab, and the /tutorials index (which names each one's tool).
 */
export function TutorialList({ tutorials }: { tutorials: readonly ListedTutorial[] }) {
  if (tutorials.length === 0) return <EmptyState icon={GraduationCap} title="No tutorials available" />
  return (
    <ol aria-label="Tutorials" className="grid gap-4 md:grid-cols-2">
      {tutorials.map((tutorial) => (
        <li key={tutorial.id} className={`${cardStyles} flex flex-col p-5`}>
          <div className="flex flex-wrap items-center gap-2">
            <span className={chipStyles}>{DIFFICULTY_LABELS[tutorial.difficulty_level]}</span>
            {tutorial.duration_minutes !== null && (
              <span className="inline-flex items-center gap-1 text-xs text-muted">
                <Clock aria-hidden="true" className="size-3.5" />
                {tutorial.duration_minutes} min
              </span>
            )}
            {tutorial.tool_slug && (
              <Link
                to={paths.tool.href(tutorial.tool_slug)}
                className="ml-auto text-xs font-medium text-muted hover:text-fg hover:underline"
              >
                {tutorial.tool_name}
              </Link>
            )}
          </div>
          <h3 className="mt-3 font-semibold text-fg">{tutorial.title}</h3>
          {tutorial.description_html && (
            <Suspense fallback={<Skeleton className="mt-2 h-4 w-full" />}>
              <ArticleContent html={tutorial.description_html} className="mt-1 text-sm leading-6 text-muted" />
            </Suspense>
          )}
          {(tutorial.video_url || tutorial.pdf_url) && (
            <div className="mt-auto flex flex-wrap gap-4 pt-4">
              {tutorial.video_url && <TutorialVideo url={tutorial.video_url} title={tutorial.title} />}
              {tutorial.pdf_url && (
                <a
                  href={tutorial.pdf_url}
                  // Our own uploads download (they are served sandboxed, where a browser's PDF viewer may not run).
                  download={UPLOADED_PDF_PATTERN.test(tutorial.pdf_url) ? '' : undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={tutorialLinkStyles}
                >
                  <FileText aria-hidden="true" />
                  Download PDF
                </a>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  )
}
