/**
 * `@kitly/api/bench`: Kitly as `pnpm bench` runs it, the production server plus server-side request timings and the
 * /api/bench routes (plugins/bench-timing.ts). The application itself never registers them.
 */
import benchTimingPlugin from './plugins/bench-timing.ts'
import { startServer } from './server.ts'

export { benchTimingPlugin }

export const startBenchServer = () => startServer({ instrumentation: benchTimingPlugin })
