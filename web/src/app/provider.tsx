import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { AppErrorBoundary } from '@/components/errors/app-error-boundary'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { apiFetch } from '@/lib/api-client'

// SWR keys are API paths with their query string (e.g. '/api/tools?category=design'),
// so the default fetcher is simply a GET of the key.
const swrConfig = { fetcher: (key: string) => apiFetch(key) }

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>
        <SWRConfig value={swrConfig}>{children}</SWRConfig>
      </ThemeProvider>
    </AppErrorBoundary>
  )
}
