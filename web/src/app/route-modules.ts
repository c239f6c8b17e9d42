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
 * one the router loads for that path. The back office is left out: its visitors are few and signed in.
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

/** The back office's paths: another frame, which the public table's catch-all must not claim. */
export const skippedPaths = [`${paths.admin.path}/*`]

/** What the frame around every public page asks for on its first render: the visitor (site settings wait). */
export const layoutData = ['/api/users/session']

/** The file the build writes the table to, beside Vite's own `.vite/manifest.json`. */
export const ROUTE_TABLE_FILE = '.vite/routes.json'
