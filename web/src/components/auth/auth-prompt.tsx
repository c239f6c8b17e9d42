import { createContext, type ReactNode, use, useMemo } from 'react'

// The seam between pages and the sign-in dialog. Header buttons and writes that
// answer 401 (saving a tool, favouriting a bundle, saving a kit) ask for the dialog here; the auth
// feature plugs the dialog in through `onOpenAuth` on the provider.

export type AuthMode = 'sign-in' | 'sign-up'

type AuthPrompt = { openAuth: (mode: AuthMode) => void }

const AuthPromptContext = createContext<AuthPrompt | null>(null)

export function AuthPromptProvider({
  onOpenAuth,
  children,
}: {
  onOpenAuth?: (mode: AuthMode) => void
  children: ReactNode
}) {
  const value = useMemo(() => ({ openAuth: (mode: AuthMode) => onOpenAuth?.(mode) }), [onOpenAuth])
  return <AuthPromptContext value={value}>{children}</AuthPromptContext>
}

/** @throws Error when used outside AuthPromptProvider. */
export function useAuthPrompt(): AuthPrompt {
  const value = use(AuthPromptContext)
  if (!value) throw new Error('useAuthPrompt must be used within an AuthPromptProvider')
  return value
}
