// Shared class lists for controls that appear as both <button> and <Link>, and for the site's surfaces.

export const controlBase =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0'

export const buttonStyles = {
  primary: `${controlBase} bg-brand-600 px-4 py-2 text-sm text-white shadow-sm hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400`,
  secondary: `${controlBase} border border-line bg-surface px-4 py-2 text-sm text-fg shadow-sm hover:bg-subtle`,
  ghost: `${controlBase} px-3 py-2 text-sm text-muted hover:bg-subtle hover:text-fg`,
  icon: `${controlBase} size-10 text-muted hover:bg-subtle hover:text-fg [&_svg]:size-5`,
  /** A compact control inside cards (compare, save). */
  small: `${controlBase} h-8 border border-line bg-surface px-2.5 text-xs text-fg hover:bg-subtle`,
  /** The large call to action of a hero. */
  large: `${controlBase} bg-brand-600 px-5 py-3 text-base text-white shadow-sm hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400`,
} as const

/** Page-width container used by the header, footer and pages. */
export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8'

/**
 * For a band that starts below the fold on a first load and is cheap to render (sections that fetch data or set up
 * carousels wait in RenderWhenNear instead, and render nothing until then): the browser skips its style, layout and
 * paint work until it nears the screen (content-visibility), which on a phone is most of the first load's rendering
 * work. It stays in the page and the accessibility tree. Until first shown it counts as `rem` tall (a guess;
 * the browser then remembers the real height), so use it only where nothing above moves when the guess is wrong.
 */
export const renderedWhenNear = (rem: 16 | 20 | 30) =>
  ({
    16: '[content-visibility:auto] [contain-intrinsic-size:auto_16rem]',
    20: '[content-visibility:auto] [contain-intrinsic-size:auto_20rem]',
    30: '[content-visibility:auto] [contain-intrinsic-size:auto_30rem]',
  })[rem]

/** A bordered card on the page background. */
export const cardStyles = 'rounded-2xl border border-line bg-surface shadow-xs'

/** A card that is a link, or holds one stretched over it: lifts on hover. */
export const interactiveCardStyles = `${cardStyles} transition hover:border-brand-300 hover:shadow-md dark:hover:border-brand-700`

export const inputStyles =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none dark:placeholder:text-zinc-500'

export const labelStyles = 'block text-sm font-medium text-fg'

/** A section heading inside a page. */
export const sectionTitleStyles = 'text-2xl font-semibold tracking-tight text-fg sm:text-3xl'

/** Small rounded label: tags, pricing, FEATURED. */
export const chipStyles = 'inline-flex items-center rounded-full bg-subtle px-2.5 py-0.5 text-xs font-medium text-muted'
