/** The API's answer shapes, inferred from its own schemas (`@kitly/api/schemas`); types only, nothing reaches the bundle. */
import type {
  ActivitySchema,
  BundleSchema,
  BundleSummarySchema,
  CatalogStatsSchema,
  CategorySchema,
  DashboardSchema,
  EditRequestSchema,
  HelpfulVoteSchema,
  KitCostSchema,
  KitSchema,
  KitSummarySchema,
  KitToolSchema,
  ListingDetailSchema,
  ListingSchema,
  ListingStatsSchema,
  ListingWeekSchema,
  MagicKitSchema,
  MakerReplySchema,
  PostSchema,
  PostSummarySchema,
  ReviewSchema,
  ReviewSummarySchema,
  SavedBundleSchema,
  SavedPostSchema,
  SavedToolSchema,
  SessionStateSchema,
  SiteSettingsSchema,
  TaskSchema,
  TaskSummarySchema,
  TutorialSchema,
  WatchlistSettingsSchema,
} from '@kitly/api/schemas'
import type { z } from 'zod'

export type { Claim, Me, Profile, PublicSiteSettings, Tool, ToolPage } from '@kitly/api/schemas'
export type { CategoryFacet, ToolCard, ToolFacets, ToolHit, ToolSearchResult } from '@kitly/search/schemas'

export type Review = z.infer<typeof ReviewSchema>
export type MakerReply = z.infer<typeof MakerReplySchema>
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>
export type Tutorial = z.infer<typeof TutorialSchema>
export type HelpfulVote = z.infer<typeof HelpfulVoteSchema>
export type MagicKit = z.infer<typeof MagicKitSchema>
export type Task = z.infer<typeof TaskSchema>
export type TaskSummary = z.infer<typeof TaskSummarySchema>
export type Kit = z.infer<typeof KitSchema>
export type KitTool = z.infer<typeof KitToolSchema>
export type KitPreferences = Kit['preferences']
export type KitSummary = z.infer<typeof KitSummarySchema>
export type KitCost = z.infer<typeof KitCostSchema>
export type KitUsage = KitCost['usage']
export type SessionState = z.infer<typeof SessionStateSchema>
export type Dashboard = z.infer<typeof DashboardSchema>
export type Activity = z.infer<typeof ActivitySchema>
export type SavedTool = z.infer<typeof SavedToolSchema>
export type SavedBundle = z.infer<typeof SavedBundleSchema>
export type SavedPost = z.infer<typeof SavedPostSchema>
export type Category = z.infer<typeof CategorySchema>
export type BundleSummary = z.infer<typeof BundleSummarySchema>
export type Bundle = z.infer<typeof BundleSchema>
/** A tool as bundle lists preview it. */
export type ToolPreview = BundleSummary['tools'][number]
export type PostSummary = z.infer<typeof PostSummarySchema>
export type Post = z.infer<typeof PostSchema>
export type SiteSettings = z.infer<typeof SiteSettingsSchema>
export type CatalogStats = z.infer<typeof CatalogStatsSchema>
/** A tool the signed-in account is the verified maker of. */
export type Listing = z.infer<typeof ListingSchema>
export type ListingWeek = z.infer<typeof ListingWeekSchema>
export type ListingStats = z.infer<typeof ListingStatsSchema>
/** A listing with the fields its maker may edit. */
export type ListingDetail = z.infer<typeof ListingDetailSchema>
/** The maker's latest proposed change of a listing's pricing facts. */
export type EditRequest = z.infer<typeof EditRequestSchema>
/** Whether the daily digest of followed tools' changes is mailed. */
export type WatchlistSettings = z.infer<typeof WatchlistSettingsSchema>
