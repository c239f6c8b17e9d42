import { pageTitle, usePageMeta } from '@/components/seo/use-page-meta'
import { AuthCallback } from '@/features/auth/components/auth-callback'

export function AuthCallbackRoute() {
  usePageMeta({ title: pageTitle('Signing you in') })
  return <AuthCallback />
}
