import type { ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { ToolSearchForm } from '@/components/search/tool-search-form'
import { container } from '@/components/ui/styles'
import { mainNavLinks } from './nav-links'

type MobileMenuProps = {
  id: string
  /** Closes the menu; called after any navigation from inside it. */
  onClose: () => void
  /** The account buttons, rendered below the links. */
  children: ReactNode
}

/** The small-screen menu panel under the header; the header owns its open state and Escape key. */
export function MobileMenu({ id, onClose, children }: MobileMenuProps) {
  return (
    <div id={id} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-canvas lg:hidden">
      <div className={`${container} space-y-4 py-4`}>
        <ToolSearchForm label="Search AI tools" onSearch={onClose} />
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {mainNavLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  onClick={onClose}
                  className="block rounded-lg px-3 py-2.5 text-base font-medium text-fg hover:bg-subtle aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:aria-[current=page]:bg-brand-500/10 dark:aria-[current=page]:text-brand-300"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </div>
  )
}
