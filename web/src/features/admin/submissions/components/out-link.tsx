import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'

const linkStyles =
  'inline-flex items-center gap-1 break-all text-brand-700 hover:underline dark:text-brand-300 [&_svg]:size-3.5 [&_svg]:shrink-0'

/** A link out of the back office to what the maker gave, in a new tab so the review stays open. */
export function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={linkStyles}>
      {children}
      <ExternalLink aria-hidden="true" />
    </a>
  )
}

/** A field the maker left blank. */
export const notGiven = <span className="text-muted italic">Not given</span>
