/** The real Kitly as the benchmark drives it: the production server plus its request timings (@kitly/api/bench). */
import { startBenchServer } from '@kitly/api/bench'

await startBenchServer()
