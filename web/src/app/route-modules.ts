// Relative imports only: vite.config.ts reads this table too, and the config is bundled without the `@/` alias.
import { paths } from '../config/paths.ts'

/**
 * A page's first needs: the module the router loads for it and the API calls its first render makes.
 * `data` entries are URL templates: `:name` is the page's path parameter `name`, `{name}` its query parameter
 * `name` (trimmed; the pair is left out when empty, as `withQuery` leaves it out of the SWR key).
 */
export type RoutePreload = { path: string; module: string; data?: string[] }

/**
 * The public pages, for the server to preload with their HTML: the build publishes this table beside Vite's
 * manifest (web/vite.config.ts), and api/src/plugins/spa.ts turns each module into its chunks, so a page's code and
 * data load alongside its HTML rather than one after another. route-modules.test.ts checks every module here is the
 * one the router loads for that path.
 */
export const routeModules: RoutePreload[] = [
  { path: paths.home.path, module: 'src/app/routes/public/home.tsx' },
  {
    path: paths.tools.path,
    module: 'src/app/routes/public/tools.tsx',
    // prefetchToolSearch's first page (the filter's category names wait for the first paint).
    data: [
      '/api/search?q={search}&category={category}&pricing={pricing}&task={task}&platform={platform}' +
        '&has_api={has_api}&open_source={open_source}&limit=12',
    ],
  },
  // Before the tool page, whose pattern it matches too.
  {
    path: paths.discontinuedTools.path,
    module: 'src/app/routes/public/discontinued-tools.tsx',
    data: ['/api/tools/discontinued?limit=100'],
  },
  {
    path: paths.tool.path,
    module: 'src/app/routes/public/tool.tsx',
    data: ['/api/tools/:slug', '/api/tools/:slug/tutorials'],
  },
  {
    path: paths.toolAlternatives.path,
    module: 'src/app/routes/public/tool-alternatives.tsx',
    data: ['/api/tools/:slug', '/api/tools/:slug/alternatives'],
  },
  { path: paths.compare.path, module: 'src/app/routes/public/compare.tsx' },
  { path: paths.bundles.path, module: 'src/app/routes/public/bundles.tsx' },
  { path: paths.bundle.path, module: 'src/app/routes/public/bundle.tsx' },
  { path: paths.categories.path, module: 'src/app/routes/public/categories.tsx' },
  { path: paths.tasks.path, module: 'src/app/routes/public/tasks.tsx' },
  { path: paths.task.path, module: 'src/app/routes/public/task.tsx' },
  {
    path: paths.tutorials.path,
    module: 'src/app/routes/public/tutorials.tsx',
    // tutorialIndexKey's first page (the filters' category and task names wait for the first paint).
    data: ['/api/tutorials?category={category}&difficulty={difficulty}&task={task}'],
  },
  { path: paths.blog.path, module: 'src/app/routes/public/blog.tsx' },
  { path: paths.blogPost.path, module: 'src/app/routes/public/blog-post.tsx' },
  { path: paths.kitBuilder.path, module: 'src/app/routes/public/kit-builder.tsx' },
  { path: paths.kit.path, module: 'src/app/routes/public/kit.tsx' },
  { path: paths.contact.path, module: 'src/app/routes/public/contact.tsx' },
  { path: paths.terms.path, module: 'src/app/routes/public/legal.tsx' },
  { path: paths.privacy.path, module: 'src/app/routes/public/legal.tsx' },
  { path: paths.authCallback.path, module: 'src/app/routes/public/auth-callback.tsx' },
  { path: paths.dashboard.path, module: 'src/app/routes/account/dashboard.tsx' },
  { path: paths.dashboardListing.path, module: 'src/app/routes/account/listing.tsx' },
  { path: paths.dashboardSubmissions.path, module: 'src/app/routes/account/submissions.tsx' },
  { path: paths.submit.path, module: 'src/app/routes/account/submit.tsx' },
  { path: paths.saved.path, module: 'src/app/routes/account/saved.tsx' },
  { path: paths.profile.path, module: 'src/app/routes/account/profile.tsx' },
  { path: paths.forgotPassword.path, module: 'src/app/routes/public/forgot-password.tsx' },
  { path: paths.resetPassword.path, module: 'src/app/routes/public/reset-password.tsx' },
  { path: paths.verifyEmail.path, module: 'src/app/routes/public/verify-email.tsx' },
  { path: paths.confirmEmail.path, module: 'src/app/routes/public/confirm-email.tsx' },
  { path: paths.adminInvitation.path, module: 'src/app/routes/public/admin-invitation.tsx' },
  { path: paths.newsletterConfirm.path, module: 'src/app/routes/public/newsletter-confirm.tsx' },
  { path: paths.newsletterUnsubscribe.path, module: 'src/app/routes/public/newsletter-unsubscribe.tsx' },
  { path: paths.watchUnsubscribe.path, module: 'src/app/routes/public/watchlist-unsubscribe.tsx' },
  { path: '/*', module: 'src/app/routes/not-found.tsx' },
]

/** What the frame around every public page asks for on its first render: the visitor (site settings wait). */
export const layoutData = ['/api/users/session']

/**
 * The back office's pages. Their frames are not in the entry as the public one is: the admin root and, for the
 * screens behind the guard, the admin shell are chunks of their own, which the router would load one after another
 * before the page's. The screens behind the guard preload its two questions too, which the guard's route loader
 * asks as the app starts (check-admin.ts), so these answers are taken at once, never left for a later request to
 * find stale. The sign-in page preloads none: it asks for the check only after a sign-in on that page, when a
 * preloaded answer (a signed-out visitor's) would be stale.
 */
const adminRoot = 'src/app/routes/admin/admin-root.tsx'
const adminShell = 'src/features/admin/shell/components/admin-shell.tsx'
const adminShellData = ['/api/users/session', '/api/admin/check']

/** Pages of the admin frame; `shell: true` for the screens behind the guard and the shared navigation. */
export const adminRouteModules: Array<{ path: string; module: string; shell: boolean }> = [
  { path: paths.admin.path, module: 'src/app/routes/admin/admin-sign-in.tsx', shell: false },
  { path: paths.adminDirect.path, module: 'src/app/routes/admin/admin-direct.tsx', shell: false },
  { path: paths.adminDashboard.path, module: 'src/app/routes/admin/admin-dashboard.tsx', shell: true },
  { path: paths.adminTools.path, module: 'src/app/routes/admin/admin-tools.tsx', shell: true },
  { path: paths.adminBundles.path, module: 'src/app/routes/admin/admin-bundles.tsx', shell: true },
  { path: paths.adminCategories.path, module: 'src/app/routes/admin/admin-categories.tsx', shell: true },
  { path: paths.adminBlog.path, module: 'src/app/routes/admin/admin-blog.tsx', shell: true },
  { path: paths.adminTutorials.path, module: 'src/app/routes/admin/admin-tutorials.tsx', shell: true },
  { path: paths.adminReviews.path, module: 'src/app/routes/admin/admin-reviews.tsx', shell: true },
  { path: paths.adminReports.path, module: 'src/app/routes/admin/admin-reports.tsx', shell: true },
  { path: paths.adminLinkHealth.path, module: 'src/app/routes/admin/admin-link-health.tsx', shell: true },
  { path: paths.adminSubmissions.path, module: 'src/app/routes/admin/admin-submissions.tsx', shell: true },
  { path: paths.adminSubmission.path, module: 'src/app/routes/admin/admin-submission.tsx', shell: true },
  { path: paths.adminContact.path, module: 'src/app/routes/admin/admin-contact.tsx', shell: true },
  { path: paths.adminImports.path, module: 'src/app/routes/admin/admin-imports.tsx', shell: true },
  { path: paths.adminUsers.path, module: 'src/app/routes/admin/admin-users.tsx', shell: true },
  { path: paths.adminSubscribers.path, module: 'src/app/routes/admin/admin-subscribers.tsx', shell: true },
  { path: paths.adminSettings.path, module: 'src/app/routes/admin/admin-settings.tsx', shell: true },
]

/** One page of the table the build publishes: the modules to preload (frames first) and its first API calls. */
export type PreloadTableRoute = { path: string; modules: string[]; data: string[] }

/**
 * The table api/src/plugins/spa.ts reads: each page with its frames' modules and its calls spelled out, so the
 * server knows nothing of frames. The public frame is in the entry (index.html loads it): it adds only its call.
 */
export function preloadTable(): { routes: PreloadTableRoute[] } {
  const publicPages = routeModules.map(({ path, module, data = [] }) => ({
    path,
    modules: [module],
    data: [...layoutData, ...data],
  }))
  const adminPages = adminRouteModules.map(({ path, module, shell }) => ({
    path,
    modules: shell ? [adminRoot, adminShell, module] : [adminRoot, module],
    data: shell ? adminShellData : [],
  }))
  return { routes: [...publicPages, ...adminPages] }
}

/** The file the build writes the table to, beside Vite's own `.vite/manifest.json`. */
export const ROUTE_TABLE_FILE = '.vite/routes.json'
