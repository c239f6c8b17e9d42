import { memo, useId } from 'react'
import { Link } from 'react-router-dom'
import { container, renderedWhenNear } from '@/components/ui/styles'
import { paths } from '@/config/paths'
import type { PublicSiteSettings } from '@/lib/api-types'
import { useSiteName, useSiteSettings } from '@/lib/site-settings'
import { useAfterFirstPaint } from '@/lib/use-after-first-paint'
import { Brand } from './brand'
import { mainNavLinks } from './nav-links'

type FooterLink = { label: string; href: string }

const exploreLinks: FooterLink[] = [
  ...mainNavLinks,
  { label: 'Tutorials', href: paths.tutorials.href() },
  { label: 'Blog', href: paths.blog.href() },
]

// The footer's five categories, mapped to the closest catalog slugs
// (shared/data/catalog/categories.json has no "content" or "automation" slug).
const categoryLinks: FooterLink[] = [
  { label: 'Design', href: paths.tools.href({ category: 'design' }) },
  { label: 'Content', href: paths.tools.href({ category: 'writing' }) },
  { label: 'Marketing', href: paths.tools.href({ category: 'marketing' }) },
  { label: 'Productivity', href: paths.tools.href({ category: 'productivity' }) },
  { label: 'Automation', href: paths.tools.href({ category: 'agents-automation' }) },
]

const supportLinks: FooterLink[] = [
  { label: 'Contact Us', href: paths.contact.href() },
  { label: 'Submit a Tool', href: paths.submit.href() },
]

/** The social profiles the admins entered in Settings, in a fixed order. */
const socialLinksOf = (settings: PublicSiteSettings): FooterLink[] =>
  [
    { label: 'X (Twitter)', href: settings.x_url },
    { label: 'LinkedIn', href: settings.linkedin_url },
    { label: 'GitHub', href: settings.github_url },
  ].filter((link): link is FooterLink => link.href !== null)

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const headingId = useId()
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-fg">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.href} className="rounded text-sm text-muted hover:text-fg">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Memoized, so a navigation (a keystroke in the directory's search) does not re-render it; names come from Settings. */
export const Footer = memo(function Footer() {
  // Below the fold: read once the page is on screen, as the analytics do.
  const settings = useSiteSettings(useAfterFirstPaint()).data
  const siteName = useSiteName()
  const socialLinks = settings ? socialLinksOf(settings) : []
  return (
    // Always below the fold on a first load: the main area above it is at least a screen tall (root-layout.tsx).
    <footer className={`border-t border-line bg-subtle/40 ${renderedWhenNear(20)}`}>
      <div className={`${container} grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-[2fr_1fr_1fr_1fr]`}>
        <div className="col-span-2 md:col-span-1">
          <Brand />
          <p className="mt-3 max-w-xs text-sm text-muted">
            Curated AI tools, bundles and custom kits for creators, marketers and startups.
          </p>
          {socialLinks.length > 0 && (
            <nav aria-label="Social" className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {socialLinks.map((link) => (
                <a key={link.label} href={link.href} rel="me noopener" className="rounded text-muted hover:text-fg">
                  {link.label}
                </a>
              ))}
            </nav>
          )}
        </div>
        <FooterColumn title="Explore" links={exploreLinks} />
        <FooterColumn title="Categories" links={categoryLinks} />
        <FooterColumn title="Support" links={supportLinks} />
      </div>
      <div className="border-t border-line">
        <div className={`${container} flex flex-wrap items-center justify-between gap-2 py-5 text-sm text-muted`}>
          <p>
            © {new Date().getFullYear()} {siteName}
          </p>
          <nav aria-label="Legal" className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to={paths.terms.href()} className="rounded hover:text-fg">
              Terms of Service
            </Link>
            <Link to={paths.privacy.href()} className="rounded hover:text-fg">
              Privacy Policy
            </Link>
            <Link to={paths.admin.href()} className="rounded hover:text-fg">
              Admin Login
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  )
})
