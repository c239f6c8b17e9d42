import { paths } from '@/config/paths'

/** The header's main links, also listed in the mobile menu and the footer. */
export const mainNavLinks = [
  { label: 'Browse Tools', href: paths.tools.href() },
  { label: 'AI Bundles', href: paths.bundles.href() },
  { label: 'Magic Kit Builder', href: paths.kitBuilder.href() },
  { label: 'Categories', href: paths.categories.href() },
] as const
