/**
 * How often a visitor (per IP, or per account once signed in) may write to the public site, as route
 * `config.rateLimit` for @fastify/rate-limit (plugins/rate-limit.ts applies them). Generous for people,
 * tight for scripts: the forms behind them are filled in by hand.
 */
const LIMITS = {
  review: { max: 5, timeWindow: '10 minutes' },
  helpfulVote: { max: 60, timeWindow: '1 minute' },
  contact: { max: 5, timeWindow: '10 minutes' },
  /** Reporting a problem with a listing (each visitor may report a given tool once a day besides). */
  toolReport: { max: 10, timeWindow: '10 minutes' },
  newsletter: { max: 10, timeWindow: '10 minutes' },
  kitShare: { max: 20, timeWindow: '10 minutes' },
  /** Each kit costs a dozen searches (and, when configured, a language-model call). */
  magicKit: { max: 30, timeWindow: '1 minute' },
  /** Each call of an assistant's tool (routes/mcp): a search, a listing, or a whole kit. */
  mcp: { max: 60, timeWindow: '1 minute' },
  /** A kit's cost, asked again as a person edits the usage form (the page waits for a pause in typing). */
  kitPrice: { max: 120, timeWindow: '1 minute' },
  /** Each PDF is laid out and rendered on the spot, tens of milliseconds of the server's CPU. */
  kitPdf: { max: 10, timeWindow: '1 minute' },
  /** A "Visit Website" click or a compare add: beacons, each route limited on its own. */
  toolEvent: { max: 120, timeWindow: '1 minute' },
  /** A claim's check looks up DNS or fetches a site; a code guess is limited by the claim itself besides. */
  claimCheck: { max: 20, timeWindow: '10 minutes' },
  /** A link-preview card or maker badge: cached, but a new one costs ~0.1-0.2 s of CPU to render. */
  card: { max: 120, timeWindow: '1 minute' },
} as const

export type VisitorAction = keyof typeof LIMITS

/** Route config that rate-limits `action`: `{ config: visitorLimit('review') }`. */
export function visitorLimit(action: VisitorAction): Record<string, unknown> {
  return { rateLimit: LIMITS[action] }
}
