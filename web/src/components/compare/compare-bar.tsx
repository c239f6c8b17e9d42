import { ArrowRight, X } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LogoTile } from '@/components/ui/logo-tile'
import { buttonStyles, container } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import { COMPARE_LIMIT } from './compare-list'
import { useCompare } from './compare-provider'

/** Fixed at the bottom of every page while at least one tool is selected. */
export function CompareBar() {
  const { items, remove, clear } = useCompare()
  if (items.length === 0) return null
  return (
    <section
      aria-label="Compare tools"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.15)] backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      <div className={`${container} flex flex-wrap items-center gap-x-4 gap-y-2 py-3`}>
        <h2 className="text-sm font-semibold text-fg">
          Compare Tools ({items.length}/{COMPARE_LIMIT})
        </h2>
        <ul className="order-last -mx-1 flex w-full min-w-0 gap-2 overflow-x-auto px-1 pb-0.5 sm:order-none sm:w-auto sm:flex-1">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex shrink-0 items-center gap-1.5 rounded-full border border-line bg-canvas py-1 pr-1 pl-1.5 text-sm"
            >
              <LogoTile name={item.name} icon={item.logo_url} size="sm" />
              <span className="max-w-32 truncate font-medium">{item.name}</span>
              <button
                type="button"
                className="flex size-6 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-fg"
                aria-label={`Remove ${item.name} from compare`}
                onClick={() => remove(item.id)}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <button type="button" className={buttonStyles.ghost} onClick={clear}>
            Clear All
          </button>
          <Link to={paths.compare.href()} className={buttonStyles.primary}>
            Compare Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  )
}
