/** The link checker's options from the configuration, shared by the CLI, the schedule and the admins' "Check now". */
import type { Config } from '../config.ts'
import type { UploadStore } from '../uploads/upload-store.ts'
import type { LinkCheckOptions } from './check-links.ts'

/** `uploads` is where logos collected from tools' sites go; without it, none are collected. */
export const linkCheckOptions = (config: Config, uploads?: UploadStore): LinkCheckOptions => ({
  concurrency: config.LINK_CHECK_CONCURRENCY,
  timeoutMs: config.LINK_CHECK_TIMEOUT_MS,
  userAgent: `KitlyLinkChecker/1.0 (+${config.publicUrl})`,
  isAllowedAddress: config.LINK_CHECK_ALLOW_PRIVATE_ADDRESSES ? () => true : undefined,
  uploads,
})
