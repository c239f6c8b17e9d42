import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * The `?token=` of a page opened from an emailed link. The token is taken out of the address bar at once,
 * so analytics scripts (which report the page URL), the history and shared screenshots never hold it.
 */
export function useLinkToken(): string {
  const [params, setParams] = useSearchParams()
  const [token] = useState(() => params.get('token') ?? '')
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true })
  }, [params, setParams])
  return token
}
