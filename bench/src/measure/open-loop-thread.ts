/** The thread an open-loop window runs in (open-loop.ts): sends its paths and posts the result back. */
import { parentPort, workerData } from 'node:worker_threads'
import { type SteadyRateOptions, sendAtSteadyRate } from './open-loop.ts'

parentPort?.postMessage(await sendAtSteadyRate(workerData as SteadyRateOptions))
