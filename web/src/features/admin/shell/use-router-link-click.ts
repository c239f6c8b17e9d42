import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * One click handler for many plain `<a href>` links (a table's rows): a click the browser would follow in this tab
 * goes through the router instead, as with a react-router `Link`, without a `Link` and its hooks on every row. A click
 * with a modifier key or another button, or on a link with a target, stays the browser's (new tab, new window).
 */
export function useRouterLinkClick() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
    if (event.defaultPrevented || event.button !== 0 || modified || (link.target && link.target !== '_self')) return
    event.preventDefault()
    navigate(link.getAttribute('href') ?? '/')
  }
}
