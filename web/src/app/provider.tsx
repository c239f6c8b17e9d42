import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { CompareProvider } from '@/components/compare/compare-provider'
import { AppErrorBoundary } from '@/components/errors/app-error-boundary'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { ApiError, apiFetch, isCancelled } from '@/lib/api-client'

// SWR keys are API paths with their query string (e.g. '/api/tools?category=design'),
// so the default fetcher is simply a GET of the key. A 4xx answer will not change on a retry, and a
// cancelled request was not wanted any more.
const swrConfig = {
  fetcher: (key: string) => apiFetch(key),
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status < 500) && !isCancelled(error),
  revalidateOnFocus: false,
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <SWRConfig value={swrConfig}>
          <CompareProvider>{children}</CompareProvider>
        </SWRConfig>
      </ThemeProvider>
    </AppErrorBoundary>
  )
}
