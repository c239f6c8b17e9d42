/** The thread a closed-loop window runs in (closed-loop.ts): runs it and posts the result back. */
import { parentPort, workerData } from 'node:worker_threads'
import { type ClosedLoopWork, runClosedLoop } from './closed-loop.ts'

parentPort?.postMessage(await runClosedLoop(workerData as ClosedLoopWork))
