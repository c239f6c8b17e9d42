import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react'

// Light/dark theme: saved in localStorage under 'theme' as 'dark' or 'light';
// with nothing saved the system preference decides. index.html applies the same rule before
// the first paint; this provider keeps the `dark` class on <html> in step afterwards.

export type Theme = 'light' | 'dark'

const storageKey = 'theme'

type ThemeContextValue = { theme: Theme; toggleTheme: () => void }

const ThemeContext = createContext<ThemeContextValue | null>(null)

// Storage access throws when the browser blocks it; the theme then simply isn't remembered.
function readSavedTheme(): Theme | null {
  try {
    const saved = localStorage.getItem(storageKey)
    return saved === 'dark' || saved === 'light' ? saved : null
  } catch {
    return null
  }
}

function saveTheme(theme: Theme) {
  try {
    localStorage.setItem(storageKey, theme)
  } catch {}
}

function initialTheme(): Theme {
  return readSavedTheme() ?? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState(initialTheme)

  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])

  // Only an explicit choice is saved, so a visitor who never toggles keeps following the system.
  const toggleTheme = useCallback(() => {
    const next = theme === 'dark' ? 'light' : 'dark'
    saveTheme(next)
    setTheme(next)
  }, [theme])

  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

/** @throws Error when used outside ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext)
  if (!value) throw new Error('useTheme must be used within a ThemeProvider')
  return value
}
