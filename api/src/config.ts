/**
 * The only reader of process.env: one zod schema parses the environment at start-up,
 * and a bad value stops the process with one line naming the variable.
 */
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'must be a postgres:// or postgresql:// URL')

/**
 * Two connections per core of this machine, where the default (embedded) Postgres runs: its searches are CPU work,
 * and more of them at once than that only share the cores less well. At 100k tools on 2 cores, 10 connections per
 * pool served 7-14 % fewer searches a second than 4, for the same SELECT 1 throughput.
 */
export const defaultPoolSize = () => 2 * availableParallelism()

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 }
const toMs = (value: string) => Number.parseInt(value, 10) * UNIT_MS[value.at(-1) as keyof typeof UNIT_MS]

/** An interval in minutes, hours or days (`30m`, `6h`, `1d`). */
const interval = z
  .string()
  .trim()
  .regex(/^\d+[mhd]$/, 'must be a number and a unit: 30m, 6h or 1d')

/** An interval, in milliseconds. */
const every = (fallback: string) => interval.default(fallback).transform(toMs)

/** An interval in milliseconds, or undefined when unset (never). */
const everyOrNever = interval.optional().transform((value) => (value === undefined ? undefined : toMs(value)))

/** An interval as `every`, or `off` (null). */
const everyOrOff = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d+[mhd]|off)$/, 'must be a number and a unit (30m, 6h or 1d) or off')
    .default(fallback)
    .transform((value) => (value === 'off' ? null : toMs(value)))

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional().or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  // Addresses of the reverse proxies in front of Kitly whose X-Forwarded-For is believed: comma-separated IPs,
  // CIDRs or `loopback` / `linklocal` / `uniquelocal` (unset: none, the peer's own address counts). Believing a
  // header nobody strips would let any client pick its address and dodge the rate limits.
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  KITLY_ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  KITLY_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(defaultPoolSize()),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: optionalString,
  MEILI_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MEILI_KEY: optionalString,
  // How long one request to Meilisearch may take before the search is answered by Postgres instead.
  MEILI_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  // How long a write to Meilisearch may wait for its task (a reindex batch of a large catalog takes a while).
  MEILI_TASK_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  // Redis for the rate-limit counters, shared by every instance (redis://[:password@]host:port/db); unset: in process.
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  // An S3-compatible bucket for uploads, shared by every instance; unset: DATA_DIR/uploads.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // Bearer token a Prometheus scrape of /metrics must send; unset, /metrics is open (keep it off the internet), which
  // production refuses (loadConfig).
  METRICS_TOKEN: optionalString,
  // Optional refinement of the Magic Kit Builder by an OpenAI-compatible chat endpoint (both URL and key needed).
  KITLY_LLM_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  KITLY_LLM_KEY: optionalString,
  KITLY_LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  // Google sign-in (OpenID Connect, authorization code + PKCE): off until both id and secret are set.
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // The provider's issuer: its discovery document is read from {issuer}/.well-known/openid-configuration.
  // Tests point it at a local OAuth2 server.
  GOOGLE_ISSUER_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://accounts.google.com')
    .transform((value) => value.replace(/\/+$/, '')),
  // Signs short-lived cookies (the Google sign-in state). Unset: generated once and kept in DATA_DIR.
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Outgoing mail (password resets, verification, newsletter, contact): the SMTP server as a URL with its
  // credentials. Unset: each message is written to DATA_DIR/mail/ as an .eml file and its link logged.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  // The sender of every message, e.g. `Kitly <hello@example.com>`. Unset: Kitly <no-reply@PUBLIC_URL's host>.
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or "Name <address>"')
    .optional(),
  // Makers' claims of a listing (routes/claims). The DNS servers that look up TXT records and the well-known file's
  // host, as comma-separated `ip` or `ip:port`; unset: the system's. Tests point them at a local server.
  KITLY_CLAIM_DNS_SERVERS: z
    .string()
    .trim()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(',')
          .map((server) => server.trim())
          .filter(Boolean) ?? [],
    ),
  // A PEM file of certificates trusted, besides the usual ones, when fetching a site's well-known file (tests: a
  // self-signed local server). Unset: only the usual ones.
  KITLY_CLAIM_CA_FILE: optionalString,
  // Lets the claim checker fetch from private, loopback and link-local addresses: for tests only. Off, a site that
  // resolves to one is refused, so a claim cannot make the server probe its own network.
  KITLY_CLAIM_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Scheduled backups (as `kitly backup` makes them) into this folder; unset: none. Relative to the repository.
  BACKUP_DIR: optionalString,
  // How often: minutes, hours or days (`30m`, `6h`, `1d`).
  BACKUP_EVERY: every('1d'),
  // How many scheduled backups to keep; older ones are deleted.
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  // How often the server looks for watch digests to send (`30m`, `1h`, `1d`), or `off` (then only
  // `kitly send-digests` sends them). Each follower gets one a day at most however often it looks.
  WATCH_DIGEST_EVERY: everyOrOff('1h'),
  // The link checker (`kitly check-links`) run inside the server this often (`12h`, `1d`); unset: never (the CLI
  // still works). With several instances, one of them runs each check (an advisory lock).
  LINK_CHECK_EVERY: everyOrNever,
  // Requests at once across sites (one at a time per site whatever this says), and how long each may take.
  LINK_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  // Lets the link checker reach private, loopback and link-local addresses: for tests only. Off, a website that
  // resolves to one (directly or through a redirect) is reported failing and never fetched.
  LINK_CHECK_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})

export type Config = z.infer<typeof ConfigSchema> & {
  /** Absolute path of DATA_DIR (relative values are taken from the repository root). */
  dataDir: string
  /** Absolute path of BACKUP_DIR, when scheduled backups are on. */
  backupDir: string | undefined
  /** Where links in pages and mail point to. */
  publicUrl: string
  /** The sender of every message: MAIL_FROM, or Kitly <no-reply@host of publicUrl>. */
  mailFrom: string
}

export class ConfigError extends Error {}

/** Relative paths in the configuration are taken from the repository root, whatever the working directory. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')

/** Parses the environment; throws a ConfigError whose message names the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" for optional variables, as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = ConfigSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const variable = String(issue?.path[0] ?? 'environment')
    const shown = env[variable] === undefined ? '' : ` (got ${JSON.stringify(redact(variable, env[variable]))})`
    throw new ConfigError(`Invalid configuration: ${variable} ${describe(issue?.message)}${shown}`)
  }
  const config = parsed.data
  // /metrics names every route with its traffic and errors, the database's and the outboxes' state: a production
  // instance is on the internet, so it does not start with that open to anyone.
  if (config.NODE_ENV === 'production' && config.METRICS_TOKEN === undefined) {
    throw new ConfigError(
      'Invalid configuration: METRICS_TOKEN must be set when NODE_ENV is production, or /metrics would answer anyone',
    )
  }
  // The switch exists for tests on loopback; on a real server it would let a claim make Kitly probe its network.
  if (config.NODE_ENV === 'production' && config.KITLY_CLAIM_ALLOW_PRIVATE_HOSTS) {
    throw new ConfigError(
      'Invalid configuration: KITLY_CLAIM_ALLOW_PRIVATE_HOSTS must be false when NODE_ENV is production, or a claim could make Kitly fetch from its own network',
    )
  }
  if (config.NODE_ENV === 'production' && config.LINK_CHECK_ALLOW_PRIVATE_ADDRESSES) {
    throw new ConfigError(
      'Invalid configuration: LINK_CHECK_ALLOW_PRIVATE_ADDRESSES must be false when NODE_ENV is production, or a listing could make Kitly probe its own network',
    )
  }
  const dataDir = path.resolve(REPO_ROOT, config.DATA_DIR)
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
  const mailFrom = config.MAIL_FROM ?? `Kitly <no-reply@${new URL(publicUrl).hostname}>`
  const backupDir = config.BACKUP_DIR === undefined ? undefined : path.resolve(REPO_ROOT, config.BACKUP_DIR)
  return { ...config, dataDir, backupDir, publicUrl, mailFrom }
}

function describe(message: string | undefined): string {
  if (!message) return 'is invalid'
  return message.startsWith('must') ? message : `is invalid: ${message}`
}

function redact(variable: string, value: string | undefined): string | undefined {
  return /PASSWORD|SECRET|KEY|TOKEN|DATABASE_URL|SMTP_URL|REDIS_URL/.test(variable) ? '***' : value
}
