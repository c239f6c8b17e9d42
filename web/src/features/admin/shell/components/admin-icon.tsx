import type { ReactNode } from 'react'

/**
 * The drawings of the back office's row and header icons (Lucide's, https://lucide.dev, ISC), each a <symbol> of
 * AdminIconSprite that every AdminIcon uses. A table repeats them on every row: a <use> of a shared drawing costs two
 * elements, where an inline Lucide icon is an <svg> with a child per stroke; and unlike a CSS mask it needs no
 * offscreen layer of its own to paint, which made 50 rows take a third longer to show.
 */
const DRAWINGS = {
  'external-link': (
    <>
      <path d="M15 3h6v6" />
      <path d="M10 14 21 3" />
      <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    </>
  ),
  eye: (
    <>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  pencil: (
    <>
      <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
      <path d="m15 5 4 4" />
    </>
  ),
  trash: (
    <>
      <path d="M10 11v6" />
      <path d="M14 11v6" />
      <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
      <path d="M3 6h18" />
      <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    </>
  ),
  'arrow-up-down': (
    <>
      <path d="m21 16-4 4-4-4" />
      <path d="M17 20V4" />
      <path d="m3 8 4-4 4 4" />
      <path d="M7 4v16" />
    </>
  ),
  'arrow-up': (
    <>
      <path d="m5 12 7-7 7 7" />
      <path d="M12 19V5" />
    </>
  ),
  'arrow-down': (
    <>
      <path d="M12 5v14" />
      <path d="m19 12-7 7-7-7" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type AdminIconName = keyof typeof DRAWINGS

const symbolId = (name: AdminIconName) => `admin-icon-${name}`

/**
 * The drawings, once per page: the back office's frame renders it (admin-shell.tsx). Out of the layout but not
 * `display: none`, under which some browsers would not draw the symbols' uses. Strokes are in the text colour, so
 * hover, dark mode and forced colours apply as they do to text.
 */
export function AdminIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {(Object.keys(DRAWINGS) as AdminIconName[]).map((name) => (
        <symbol
          key={name}
          id={symbolId(name)}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {DRAWINGS[name]}
        </symbol>
      ))}
    </svg>
  )
}

/**
 * A back office icon, decorative (the control around it carries the name): a use of AdminIconSprite's drawing.
 * `className` sizes it (`size-4` by default) and may dim it.
 */
export function AdminIcon({ name, className = 'size-4' }: { name: AdminIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={`shrink-0 ${className}`}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}
