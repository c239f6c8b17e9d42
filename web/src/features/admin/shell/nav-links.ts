import type { Permission } from '@kitly/api/schemas'
import {
  FileCheck,
  FileSpreadsheet,
  Flag,
  FolderOpen,
  GraduationCap,
  Inbox,
  LayoutDashboard,
  Link2,
  type LucideIcon,
  Mails,
  MessageSquare,
  Newspaper,
  Package,
  Settings,
  Users,
  Wrench,
} from 'lucide-react'
import { paths } from '@/config/paths'

/** An admin screen, and the permission it needs (the one its API routes need, auth/permissions.ts). */
export type AdminLink = { label: string; href: string; icon: LucideIcon; description: string; permission: Permission }

/** Every admin screen, in the order of the top navigation and the dashboard's quick actions. */
export const adminLinks: readonly AdminLink[] = [
  {
    label: 'Dashboard',
    href: paths.adminDashboard.href(),
    icon: LayoutDashboard,
    description: 'Figures and goals',
    permission: 'manage_site',
  },
  {
    label: 'AI Tools',
    href: paths.adminTools.href(),
    icon: Wrench,
    description: 'Add, edit, feature and import tools',
    permission: 'manage_site',
  },
  {
    label: 'Bundles',
    href: paths.adminBundles.href(),
    icon: Package,
    description: 'Curate bundles of tools',
    permission: 'manage_site',
  },
  {
    label: 'Categories',
    href: paths.adminCategories.href(),
    icon: FolderOpen,
    description: 'Organise tools into categories',
    permission: 'manage_site',
  },
  {
    label: 'Tutorials',
    href: paths.adminTutorials.href(),
    icon: GraduationCap,
    description: 'How-to guides on tool pages, in order',
    permission: 'manage_site',
  },
  {
    label: 'Blog',
    href: paths.adminBlog.href(),
    icon: Newspaper,
    description: 'Write and publish blog posts',
    permission: 'manage_site',
  },
  {
    label: 'Reviews',
    href: paths.adminReviews.href(),
    icon: MessageSquare,
    description: 'Moderate and import reviews',
    permission: 'moderate_reviews',
  },
  {
    label: 'Submissions',
    href: paths.adminSubmissions.href(),
    icon: FileCheck,
    description: 'Approve, send back or reject the tools makers submit',
    permission: 'manage_site',
  },
  {
    label: 'Reports',
    href: paths.adminReports.href(),
    icon: Flag,
    description: 'Triage problems visitors report on tools',
    permission: 'manage_site',
  },
  {
    label: 'Link health',
    href: paths.adminLinkHealth.href(),
    icon: Link2,
    description: 'Fix moved, failing and dead tool links; mark tools discontinued',
    permission: 'manage_site',
  },
  {
    label: 'Imports',
    href: paths.adminImports.href(),
    icon: FileSpreadsheet,
    description: 'Follow bulk uploads and see the rows they rejected',
    permission: 'manage_site',
  },
  {
    label: 'Contact',
    href: paths.adminContact.href(),
    icon: Inbox,
    description: 'Answer contact inquiries',
    permission: 'answer_inquiries',
  },
  {
    label: 'Users',
    href: paths.adminUsers.href(),
    icon: Users,
    description: 'Registered users and their access',
    permission: 'manage_site',
  },
  {
    label: 'Subscribers',
    href: paths.adminSubscribers.href(),
    icon: Mails,
    description: 'Newsletter subscribers and their export',
    permission: 'manage_site',
  },
  {
    label: 'Marketing',
    href: paths.adminSettings.href(),
    icon: Settings,
    description: 'Tracking settings and admin users',
    permission: 'manage_site',
  },
]

/** The screens `permissions` open, in navigation order. */
export const linksFor = (permissions: readonly Permission[]) =>
  adminLinks.filter((link) => permissions.includes(link.permission))

/** Where staff land after signing in: the dashboard for admins, else their first screen (Reviews for moderators). */
export const landingHref = (permissions: readonly Permission[]) =>
  linksFor(permissions)[0]?.href ?? paths.adminDashboard.href()

/** The permission the admin screen at `pathname` needs: its link's (a detail page counts as its list's). */
export function permissionForPath(pathname: string): Permission {
  const link = adminLinks.find(({ href }) => pathname === href || pathname.startsWith(`${href}/`))
  return link?.permission ?? 'manage_site'
}
