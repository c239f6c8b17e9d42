// Shared class lists for controls that appear as both <button> and <Link>.

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50'

export const buttonStyles = {
  primary: `${base} bg-brand-600 px-4 py-2 text-sm text-white shadow-sm hover:bg-brand-700`,
  secondary: `${base} border border-zinc-300 bg-white px-4 py-2 text-sm text-zinc-800 shadow-sm hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800`,
  ghost: `${base} px-3 py-2 text-sm text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white`,
  icon: `${base} size-10 text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100`,
} as const

/** Page-width container used by the header, footer and pages. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8'
