import { CirclePlay, Clock, FileText, GraduationCap } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { cardStyles, chipStyles } from '@/components/ui/styles'
import type { Tutorial } from '@/lib/api-types'

const linkStyles =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-600 hover:underline dark:text-brand-400 [&_svg]:size-4'

/** The Tutorials tab: title, description, level, minutes, and links to the video and the PDF. */
export function ToolTutorials({ tutorials }: { tutorials: readonly Tutorial[] }) {
  if (tutorials.length === 0) return <EmptyState icon={GraduationCap} title="No tutorials available" />
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {tutorials.map((tutorial) => (
        <li key={tutorial.id} className={`${cardStyles} flex flex-col p-5`}>
          <div className="flex flex-wrap items-center gap-2">
            <span className={`${chipStyles} capitalize`}>{tutorial.difficulty_level}</span>
            {tutorial.duration_minutes !== null && (
              <span className="inline-flex items-center gap-1 text-xs text-muted">
                <Clock aria-hidden="true" className="size-3.5" />
                {tutorial.duration_minutes} min
              </span>
            )}
          </div>
          <h3 className="mt-3 font-semibold text-fg">{tutorial.title}</h3>
          <p className="mt-1 text-sm leading-6 text-muted">{tutorial.description}</p>
          {(tutorial.video_url || tutorial.pdf_url) && (
            <div className="mt-auto flex flex-wrap gap-4 pt-4">
              {tutorial.video_url && (
                <a href={tutorial.video_url} target="_blank" rel="noopener noreferrer" className={linkStyles}>
                  <CirclePlay aria-hidden="true" />
                  Watch Video
                </a>
              )}
              {tutorial.pdf_url && (
                <a href={tutorial.pdf_url} target="_blank" rel="noopener noreferrer" className={linkStyles}>
                  <FileText aria-hidden="true" />
                  Download PDF
                </a>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
