/**
 * G18: the initial JavaScript of the public routes (gzip) against the floor of a bare React page built by the same
 * Vite: for each lazy page under src/app/routes/public/, the entry chunk plus the page's chunk plus everything they
 * import statically, read from the build manifest. The heaviest route is the measure. Also W5's guard: no chunk of
 * the whole build (admin included) above 500 kB minified.
 */
import { G18_TARGETS, goal } from '../goals.ts'
import { buildReactFloor } from '../infra/web-build.ts'
import { allJsFiles, entryKey, fileSizes, routesInitialFiles, staticClosure, totalGzip } from '../measure/bundle.ts'
import { formatNumber, round } from '../protocol/interleave.ts'
import { meets } from '../protocol/stats.ts'
import { requireWeb, type Suite } from './context.ts'

const PUBLIC_ROUTES = 'src/app/routes/public/'
const kB = (bytes: number) => `${formatNumber(bytes / 1000)} kB`

export const webBundle: Suite = {
  name: 'Web bundle size',
  goals: ['G18'],
  needsWeb: true,
  // Nothing here depends on the catalog: once per run.
  runsIn: ({ size }) => size === 'S',
  async run(context) {
    const web = requireWeb(context)
    const floor = await buildReactFloor()
    try {
      const floorGzip = totalGzip(fileSizes(floor.distDir, staticClosure(floor.manifest, [entryKey(floor.manifest)])))
      const entryGzip = totalGzip(fileSizes(web.distDir, staticClosure(web.manifest, [entryKey(web.manifest)])))
      const routes = routesInitialFiles(web.manifest, PUBLIC_ROUTES)
        .map(({ route, files }) => ({ route, gzip: totalGzip(fileSizes(web.distDir, files)) }))
        .sort((a, b) => b.gzip - a.gzip)
      const heaviest = routes[0]
      if (!heaviest) throw new Error(`no lazy page under ${PUBLIC_ROUTES} in the build manifest`)
      context.extra.g18 = { floorGzip, entryGzip, routes, buildSeconds: round(web.seconds, 1) }
      const ratio = heaviest.gzip / floorGzip
      const target = goal('G18').targets.S ?? Number.NaN
      context.runner.record({
        goal: 'G18',
        size: context.size,
        measure: goal('G18').ratio,
        comparator: '<=',
        target,
        measured: round(ratio, 3),
        verdict: meets(ratio, '<=', target) ? 'pass' : 'fail',
        attempts: 1,
        context: `floor ${kB(floorGzip)}; entry alone ${kB(entryGzip)}; heaviest pages ${routes
          .slice(0, 3)
          .map((route) => `${route.route} ${kB(route.gzip)}`)
          .join(', ')} (gzip; all ${routes.length} in the JSON)`,
      })

      const largest = fileSizes(web.distDir, allJsFiles(web.manifest)).sort((a, b) => b.bytes - a.bytes)[0]
      const largestKb = (largest?.bytes ?? 0) / 1000
      context.runner.record({
        goal: 'G18 largest chunk (kB)',
        size: context.size,
        measure: 'largest JavaScript chunk of the build, minified kB (Vite’s warning limit, W5)',
        comparator: '<=',
        target: G18_TARGETS.largestChunkKb,
        measured: round(largestKb, 1),
        verdict: meets(largestKb, '<=', G18_TARGETS.largestChunkKb) ? 'pass' : 'fail',
        attempts: 1,
        context: `${largest?.file ?? 'no chunk'}, ${kB(largest?.gzip ?? 0)} gzip`,
      })
    } finally {
      await floor.remove()
    }
  },
}
