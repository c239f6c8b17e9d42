/**
 * '12,345': a count with US thousands separators, as `toLocaleString('en-US')` writes it, but by hand. Schemas here
 * build their messages when a page's code loads in the browser too, and a page's first Intl call loads the browser's
 * locale data: a few hundred milliseconds of main thread before the admin tool screen could show a row (G24,
 * bench/src/suites/admin-screen.ts). The web app formats its counts with it as well (web/src/lib/format.ts).
 */
export const formatCount = (count: number): string => String(Math.round(count)).replace(/\B(?=(\d{3})+$)/g, ',')
