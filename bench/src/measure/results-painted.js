/**
 * Injected by bench/src/suites/input-latency.ts (G20) into the directory page before the app's own scripts.
 * `kitlyBench.expect(query)` arms it before the query is typed; `kitlyBench.painted(timeoutMs)` then resolves with
 * the milliseconds from the last keydown to the first frame painted with the results of `query`: the URL says the
 * search, the search request for it has answered, and the list is no longer marked busy. Plain functions, no
 * eval: the page's Content-Security-Policy forbids it.
 */
{
  let lastKeydown = 0
  let expected = null
  let resolvePainted = () => {}
  let painted = Promise.resolve(Number.NaN)

  const answered = (query) =>
    performance.getEntriesByType('resource').some((entry) => {
      const url = new URL(entry.name)
      return url.pathname === '/api/search' && url.searchParams.get('q') === query
    })

  const showsResults = (query) =>
    new URLSearchParams(location.search).get('search') === query &&
    answered(query) &&
    !document.querySelector('ul[aria-label="Tools"]')?.closest('[aria-busy="true"]') &&
    /found$/.test(document.querySelector('[role="status"]')?.textContent ?? '')

  const check = () => {
    if (expected === null || !showsResults(expected)) return
    expected = null
    const start = lastKeydown
    const resolve = resolvePainted
    // requestAnimationFrame runs just before the frame is painted; a message posted from it arrives just after.
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => resolve(performance.now() - start)
      channel.port2.postMessage(null)
    })
  }

  addEventListener(
    'keydown',
    (event) => {
      lastKeydown = event.timeStamp
    },
    { capture: true },
  )
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })

  window.kitlyBench = {
    expect(query) {
      performance.clearResourceTimings()
      expected = query
      painted = new Promise((resolve) => {
        resolvePainted = resolve
      })
    },
    painted(timeoutMs) {
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no results painted within ${timeoutMs} ms`)), timeoutMs),
      )
      return Promise.race([painted, timeout])
    },
  }
}
