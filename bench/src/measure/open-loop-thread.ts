/** The thread an open-loop window runs in (open-loop.ts): sends its paths and posts the result back. */
import { parentPort, workerData } from 'node:worker_threads'
import { STOP, type SteadyRateOptions, sendAtSteadyRate } from './open-loop.ts'

let stopped = false
parentPort?.on('message', (message) => {
  if (message === STOP) stopped = true
})
parentPort?.postMessage(await sendAtSteadyRate(workerData as SteadyRateOptions, () => stopped))
