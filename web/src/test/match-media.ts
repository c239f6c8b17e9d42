import { vi } from 'vitest'

/** Makes `prefers-color-scheme: dark` match or not, as the visitor's system setting would. */
export function mockSystemDarkMode(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
  )
}
