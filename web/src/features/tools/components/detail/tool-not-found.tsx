import { SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

/** The whole page when its tool's slug is unknown or the tool was taken down (the API's 404). */
export function ToolNotFound() {
  return (
    <div className="py-12">
      <EmptyState
        headingLevel={1}
        icon={SearchX}
        title="Tool not found"
        hint="It may have been renamed or removed from the directory."
        action={
          <Link to={paths.tools.href()} className={buttonStyles.primary}>
            Back to tools
          </Link>
        }
      />
    </div>
  )
}
