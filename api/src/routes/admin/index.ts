/**
 * The admin API under /api/admin. Adds the one admin hook (guard.ts) at the root, before any admin route
 * exists, so that no route under /api/admin can escape it; then registers the admin/<resource>/ folders.
 * admin.test.ts walks the route table and proves the guard holds for every route, present and future.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import adminAccessRoutes from './access/index.ts'
import adminUserRoutes from './admin-users/index.ts'
import auditRoutes from './audit/index.ts'
import adminBlogRoutes from './blog/index.ts'
import adminBundleRoutes from './bundles/index.ts'
import adminCategoryRoutes from './categories/index.ts'
import adminInquiryRoutes from './contact-inquiries/index.ts'
import { ADMIN_PREFIX, adminGuard } from './guard.ts'
import adminImportRoutes from './import/index.ts'
import adminImportJobRoutes from './import-jobs/index.ts'
import adminLinkHealthRoutes from './link-health/index.ts'
import adminNewsletterRoutes from './newsletter/index.ts'
import registeredUserRoutes from './registered-users/index.ts'
import adminReportRoutes from './reports/index.ts'
import adminReviewRoutes from './reviews/index.ts'
import adminSettingsRoutes from './settings/index.ts'
import adminStatsRoutes from './stats/index.ts'
import adminSubmissionRoutes from './submissions/index.ts'
import adminToolMakerRoutes from './tool-makers/index.ts'
import adminToolPlanRoutes from './tool-plans/index.ts'
import adminToolRoutes from './tools/index.ts'
import adminTutorialRoutes from './tutorials/index.ts'
import adminUploadRoutes from './upload/index.ts'

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', adminGuard)

    // Entry points: check, login, direct-access (the only routes the guard lets visitors reach).
    await app.register(adminAccessRoutes, { prefix: ADMIN_PREFIX })
    // Resources, one folder each. Every write records itself in the audit log, in its own transaction.
    await app.register(adminStatsRoutes, { prefix: `${ADMIN_PREFIX}/stats` })
    await app.register(adminToolRoutes, { prefix: `${ADMIN_PREFIX}/tools` })
    await app.register(adminToolMakerRoutes, { prefix: `${ADMIN_PREFIX}/tools` })
    await app.register(adminToolPlanRoutes, { prefix: `${ADMIN_PREFIX}/tools` })
    await app.register(adminTutorialRoutes, { prefix: `${ADMIN_PREFIX}/tutorials` })
    await app.register(adminUploadRoutes, { prefix: `${ADMIN_PREFIX}/upload` })
    await app.register(adminBundleRoutes, { prefix: `${ADMIN_PREFIX}/bundles` })
    await app.register(adminCategoryRoutes, { prefix: `${ADMIN_PREFIX}/categories` })
    await app.register(adminBlogRoutes, { prefix: `${ADMIN_PREFIX}/blog` })
    await app.register(adminReviewRoutes, { prefix: `${ADMIN_PREFIX}/reviews` })
    await app.register(adminInquiryRoutes, { prefix: `${ADMIN_PREFIX}/contact-inquiries` })
    await app.register(adminReportRoutes, { prefix: `${ADMIN_PREFIX}/reports` })
    await app.register(adminLinkHealthRoutes, { prefix: `${ADMIN_PREFIX}/link-health` })
    await app.register(adminSubmissionRoutes, { prefix: `${ADMIN_PREFIX}/submissions` })
    await app.register(registeredUserRoutes, { prefix: `${ADMIN_PREFIX}/registered-users` })
    await app.register(adminUserRoutes, { prefix: `${ADMIN_PREFIX}/users` })
    await app.register(adminSettingsRoutes, { prefix: `${ADMIN_PREFIX}/settings` })
    await app.register(auditRoutes, { prefix: `${ADMIN_PREFIX}/audit` })
    await app.register(adminImportRoutes, { prefix: ADMIN_PREFIX })
    await app.register(adminImportJobRoutes, { prefix: `${ADMIN_PREFIX}/import-jobs` })
    await app.register(adminNewsletterRoutes, { prefix: `${ADMIN_PREFIX}/newsletter` })
  },
  { name: 'admin', dependencies: ['session'] },
)
