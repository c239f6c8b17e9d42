import {
  FileCheck,
  FileSpreadsheet,
  Flag,
  FolderOpen,
  GraduationCap,
  Inbox,
  LayoutDashboard,
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

export type AdminLink = { label: string; href: string; icon: LucideIcon; description: string }

/** Every admin screen, in the order of the top navigation and the dashboard's quick actions. */
export const adminLinks: readonly AdminLink[] = [
  {
    label: 'Dashboard',
    href: paths.adminDashboard.href(),
    icon: LayoutDashboard,
    description: 'Figures and goals',
  },
  {
    label: 'AI Tools',
    href: paths.adminTools.href(),
    icon: Wrench,
    description: 'Add, edit, feature and import tools',
  },
  {
    label: 'Bundles',
    href: paths.adminBundles.href(),
    icon: Package,
    description: 'Curate bundles of tools',
  },
  {
    label: 'Categories',
    href: paths.adminCategories.href(),
    icon: FolderOpen,
    description: 'Organise tools into categories',
  },
  {
    label: 'Tutorials',
    href: paths.adminTutorials.href(),
    icon: GraduationCap,
    description: 'How-to guides on tool pages, in order',
  },
  {
    label: 'Blog',
    href: paths.adminBlog.href(),
    icon: Newspaper,
    description: 'Write and publish blog posts',
  },
  {
    label: 'Reviews',
    href: paths.adminReviews.href(),
    icon: MessageSquare,
    description: 'Moderate and import reviews',
  },
  {
    label: 'Submissions',
    href: paths.adminSubmissions.href(),
    icon: FileCheck,
    description: 'Approve, send back or reject the tools makers submit',
  },
  {
    label: 'Reports',
    href: paths.adminReports.href(),
    icon: Flag,
    description: 'Triage problems visitors report on tools',
  },
  {
    label: 'Imports',
    href: paths.adminImports.href(),
    icon: FileSpreadsheet,
    description: 'Follow bulk uploads and see the rows they rejected',
  },
  {
    label: 'Contact',
    href: paths.adminContact.href(),
    icon: Inbox,
    description: 'Answer contact inquiries',
  },
  {
    label: 'Users',
    href: paths.adminUsers.href(),
    icon: Users,
    description: 'Registered users and their access',
  },
  {
    label: 'Subscribers',
    href: paths.adminSubscribers.href(),
    icon: Mails,
    description: 'Newsletter subscribers and their export',
  },
  {
    label: 'Marketing',
    href: paths.adminSettings.href(),
    icon: Settings,
    description: 'Tracking settings and admin users',
  },
]
