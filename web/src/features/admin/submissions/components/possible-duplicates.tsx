import { ExternalLink, Pencil } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { ActiveBadge } from '../../shell/components/status-badge'
import type { AdminSubmissionDetail, PossibleDuplicate } from '../api/admin-submissions'

function DuplicateList({ title, tools }: { title: string; tools: readonly PossibleDuplicate[] }) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-medium text-fg">{title}</h3>
      {tools.length === 0 ? (
        <p className="mt-1 text-sm text-muted">None</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {tools.map((tool) => (
            <li key={tool.id} className="rounded-lg bg-subtle/60 px-3 py-2">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium text-fg">{tool.name}</span>
                <ActiveBadge active={tool.status === 'active'} />
              </p>
              <p className="truncate text-xs text-muted" title={tool.website_url}>
                {tool.website_url}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link
                  to={paths.adminTools.href(tool.id)}
                  className={buttonStyles.small}
                  aria-label={`Edit ${tool.name}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit tool
                </Link>
                {/* An inactive tool has no public page. */}
                {tool.status === 'active' && (
                  <Link
                    to={paths.tool.href(tool.slug)}
                    className={buttonStyles.small}
                    aria-label={`View ${tool.name} on the site`}
                  >
                    <ExternalLink aria-hidden="true" />
                    View page
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Listed tools this submission may repeat: on the same site, or named alike. */
export function PossibleDuplicates({ duplicates }: { duplicates: AdminSubmissionDetail['possible_duplicates'] }) {
  return (
    <div className="space-y-4">
      <DuplicateList title="Same site" tools={duplicates.by_domain} />
      <DuplicateList title="Similar name" tools={duplicates.by_name} />
    </div>
  )
}
