import type { RouteObject } from 'react-router-dom'
import { getSession, sessionKey } from '@/components/auth/current-user'
import { RouteError } from '@/components/errors/route-error'
import { paths } from '@/config/paths'
import { alternativesKey, getAlternatives } from '@/features/tools/api/get-alternatives'
import { getTool, toolKey } from '@/features/tools/api/get-tool'
import { getTutorials, tutorialsKey } from '@/features/tools/api/get-tutorials'
import { loadToolSearch } from '@/features/tools/api/search-tools'
import { readDirectoryQuery } from '@/features/tools/lib/directory-query'
import { loadIntoCache } from '@/lib/load-into-cache'
import { RootLayout } from './root-layout'

// Pages load on first visit (one chunk each); every route has its own error boundary so a
// failing page keeps the header and footer around it.
const page = (path: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  ErrorBoundary: RouteError,
  lazy: { Component: load },
})

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Nothing to show while the first page's chunk loads (a few milliseconds, same origin).
    HydrateFallback: () => null,
    // The frame's first page shows who is signed in without a second render of the header when the answer comes;
    // the server asked for it with the page's HTML. Read once a visit, not again on every navigation.
    loader: async () => {
      await loadIntoCache(sessionKey, getSession)
      return null
    },
    shouldRevalidate: () => false,
    children: [
      {
        index: true,
        ErrorBoundary: RouteError,
        lazy: { Component: async () => (await import('./routes/public/home')).HomeRoute },
      },
      {
        ...page(paths.tools.path, async () => (await import('./routes/public/tools')).ToolsRoute),
        // The results' request goes out alongside the page's code instead of after it, and the page renders once
        // it is in, with its results rather than skeletons first. Once on the page, the search box asks for
        // each new search itself.
        loader: async ({ request }) => {
          await loadToolSearch(readDirectoryQuery(new URL(request.url).searchParams))
          return null
        },
        shouldRevalidate: () => false,
      },
      // Ranked before /tools/:slug by react-router, whatever the order: a static segment wins.
      page(
        paths.discontinuedTools.path,
        async () => (await import('./routes/public/discontinued-tools')).DiscontinuedToolsRoute,
      ),
      {
        ...page(paths.tool.path, async () => (await import('./routes/public/tool')).ToolRoute),
        // The page renders once, complete: its tool and tutorials (which the server asked for with the page's
        // HTML) are in the cache before it does, rather than arriving in a second long render.
        loader: async ({ params: { slug = '' } }) => {
          await Promise.all([
            loadIntoCache(toolKey(slug), () => getTool(slug)),
            loadIntoCache(tutorialsKey(slug), () => getTutorials(slug)),
          ])
          return null
        },
      },
      {
        ...page(
          paths.toolAlternatives.path,
          async () => (await import('./routes/public/tool-alternatives')).ToolAlternativesRoute,
        ),
        // As the tool page: the tool and its alternatives (asked for with the page's HTML) are in before it renders.
        loader: async ({ params: { slug = '' } }) => {
          await Promise.all([
            loadIntoCache(toolKey(slug), () => getTool(slug)),
            loadIntoCache(alternativesKey(slug), () => getAlternatives(slug)),
          ])
          return null
        },
      },
      page(paths.compare.path, async () => (await import('./routes/public/compare')).CompareRoute),
      page(paths.bundles.path, async () => (await import('./routes/public/bundles')).BundlesRoute),
      page(paths.bundle.path, async () => (await import('./routes/public/bundle')).BundleRoute),
      page(paths.categories.path, async () => (await import('./routes/public/categories')).CategoriesRoute),
      page(paths.tasks.path, async () => (await import('./routes/public/tasks')).TasksRoute),
      page(paths.task.path, async () => (await import('./routes/public/task')).TaskRoute),
      page(paths.tutorials.path, async () => (await import('./routes/public/tutorials')).TutorialsRoute),
      page(paths.blog.path, async () => (await import('./routes/public/blog')).BlogRoute),
      page(paths.blogPost.path, async () => (await import('./routes/public/blog-post')).BlogPostRoute),
      page(paths.kitBuilder.path, async () => (await import('./routes/public/kit-builder')).KitBuilderRoute),
      page(paths.kit.path, async () => (await import('./routes/public/kit')).KitRoute),
      page(paths.contact.path, async () => (await import('./routes/public/contact')).ContactRoute),
      page(paths.terms.path, async () => (await import('./routes/public/legal')).TermsRoute),
      page(paths.privacy.path, async () => (await import('./routes/public/legal')).PrivacyRoute),
      page(paths.authCallback.path, async () => (await import('./routes/public/auth-callback')).AuthCallbackRoute),
      page(paths.dashboard.path, async () => (await import('./routes/account/dashboard')).DashboardRoute),
      page(paths.dashboardListing.path, async () => (await import('./routes/account/listing')).ListingRoute),
      page(
        paths.dashboardSubmissions.path,
        async () => (await import('./routes/account/submissions')).SubmissionsRoute,
      ),
      page(paths.submit.path, async () => (await import('./routes/account/submit')).SubmitRoute),
      page(paths.saved.path, async () => (await import('./routes/account/saved')).SavedRoute),
      page(paths.profile.path, async () => (await import('./routes/account/profile')).ProfileRoute),
      page(
        paths.forgotPassword.path,
        async () => (await import('./routes/public/forgot-password')).ForgotPasswordRoute,
      ),
      page(paths.resetPassword.path, async () => (await import('./routes/public/reset-password')).ResetPasswordRoute),
      page(paths.verifyEmail.path, async () => (await import('./routes/public/verify-email')).VerifyEmailRoute),
      page(paths.confirmEmail.path, async () => (await import('./routes/public/confirm-email')).ConfirmEmailRoute),
      page(
        paths.adminInvitation.path,
        async () => (await import('./routes/public/admin-invitation')).AdminInvitationRoute,
      ),
      page(
        paths.newsletterConfirm.path,
        async () => (await import('./routes/public/newsletter-confirm')).NewsletterConfirmRoute,
      ),
      page(
        paths.newsletterUnsubscribe.path,
        async () => (await import('./routes/public/newsletter-unsubscribe')).NewsletterUnsubscribeRoute,
      ),
      page(
        paths.watchUnsubscribe.path,
        async () => (await import('./routes/public/watchlist-unsubscribe')).WatchlistUnsubscribeRoute,
      ),
      page('*', async () => (await import('./routes/not-found')).NotFoundRoute),
    ],
  },
  // The back office: its own frame and its own chunks, so visitors never download admin code.
  {
    path: paths.admin.path,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    lazy: { Component: async () => (await import('./routes/admin/admin-root')).AdminRootRoute },
    children: [
      {
        index: true,
        ErrorBoundary: RouteError,
        lazy: { Component: async () => (await import('./routes/admin/admin-sign-in')).AdminSignInRoute },
      },
      page(paths.adminDirect.path, async () => (await import('./routes/admin/admin-direct')).AdminDirectRoute),
      {
        // Every screen behind the admin guard and the shared top navigation.
        ErrorBoundary: RouteError,
        lazy: {
          Component: async () => (await import('@/features/admin/shell/components/admin-shell')).AdminShell,
        },
        // The guard's session and admin check are asked together, alongside the screen's code, rather than one after
        // the other once the frame renders; read once when the frame opens, not at every navigation inside it.
        loader: async ({ request }) => {
          await (await import('@/features/admin/access/api/check-admin')).loadAdminAccess(request)
          return null
        },
        shouldRevalidate: () => false,
        children: [
          page(
            paths.adminDashboard.path,
            async () => (await import('./routes/admin/admin-dashboard')).AdminDashboardRoute,
          ),
          {
            ...page(paths.adminTools.path, async () => (await import('./routes/admin/admin-tools')).AdminToolsRoute),
            // The table's page is asked as soon as the check lets the admin in, and the screen renders once with its
            // rows. Once on the screen, the table asks for each new page, search or sort itself.
            loader: async ({ request }) => {
              await (await import('@/features/admin/tools/api/tool-list-page')).loadToolListPage(request)
              return null
            },
            shouldRevalidate: () => false,
          },
          page(paths.adminBundles.path, async () => (await import('./routes/admin/admin-bundles')).AdminBundlesRoute),
          page(
            paths.adminCategories.path,
            async () => (await import('./routes/admin/admin-categories')).AdminCategoriesRoute,
          ),
          page(paths.adminBlog.path, async () => (await import('./routes/admin/admin-blog')).AdminBlogRoute),
          page(
            paths.adminTutorials.path,
            async () => (await import('./routes/admin/admin-tutorials')).AdminTutorialsRoute,
          ),
          page(paths.adminReviews.path, async () => (await import('./routes/admin/admin-reviews')).AdminReviewsRoute),
          page(paths.adminReports.path, async () => (await import('./routes/admin/admin-reports')).AdminReportsRoute),
          page(
            paths.adminLinkHealth.path,
            async () => (await import('./routes/admin/admin-link-health')).AdminLinkHealthRoute,
          ),
          page(
            paths.adminSubmissions.path,
            async () => (await import('./routes/admin/admin-submissions')).AdminSubmissionsRoute,
          ),
          page(
            paths.adminSubmission.path,
            async () => (await import('./routes/admin/admin-submission')).AdminSubmissionRoute,
          ),
          page(paths.adminContact.path, async () => (await import('./routes/admin/admin-contact')).AdminContactRoute),
          page(paths.adminImports.path, async () => (await import('./routes/admin/admin-imports')).AdminImportsRoute),
          page(paths.adminUsers.path, async () => (await import('./routes/admin/admin-users')).AdminUsersRoute),
          page(
            paths.adminSubscribers.path,
            async () => (await import('./routes/admin/admin-subscribers')).AdminSubscribersRoute,
          ),
          page(
            paths.adminSettings.path,
            async () => (await import('./routes/admin/admin-settings')).AdminSettingsRoute,
          ),
        ],
      },
    ],
  },
]
