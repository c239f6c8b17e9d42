import type { Page } from 'playwright-core'

/** A page's path and its h1, which says it has loaded. */
export type PageAndHeading = [path: string, heading: RegExp]

/** Every public page of the seeded catalog. */
export const publicPages: PageAndHeading[] = [
  ['/', /Find the right AI tools/],
  ['/tools', /AI Tools Directory/],
  ['/tools/chatgpt', /ChatGPT/],
  ['/tools/canva/alternatives', /Best Canva Alternatives/],
  ['/tools/discontinued', /Discontinued AI tools/],
  ['/compare?tools=chatgpt,canva', /Compare AI Tools/],
  ['/bundles', /AI Bundles/],
  ['/bundles/startup-launch-kit', /Startup Launch Kit/],
  ['/categories', /Explore AI Tool Categories/],
  ['/kit-builder', /Describe your project/],
  ['/blog', /The Kitly Blog/],
  ['/blog/how-to-choose-an-ai-tool', /How to choose an AI tool/],
  ['/contact', /Contact Us/],
]

/** The signed-in pages, for an account named Ada Lovelace (accounts.ts). */
export const accountPages: PageAndHeading[] = [
  ['/dashboard', /Welcome back/],
  ['/saved', /^Saved$/],
  ['/profile', /Ada Lovelace/],
]

/** The phone viewport the mobile layouts are checked at. */
export const phone = { width: 375, height: 812 }

/** The 1-based index of the dot marked current in a carousel. */
export const currentDot = (page: Page, carouselName: string) =>
  page
    .getByRole('region', { name: carouselName })
    .getByRole('button', { name: /^Go to / })
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1)

/** The page does not scroll sideways (nothing wider than the phone). */
export const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/**
 * Scrolls the page to a section's heading, as a visitor does: the sections below the fold render (and ask for their
 * code and data) only as they come near the screen.
 */
export const scrollToSection = (page: Page, heading: string) =>
  page.getByRole('heading', { name: heading, exact: true }).scrollIntoViewIfNeeded()

/** A link-preview image's path and query (the host is the server's PUBLIC_URL in one, the browser's in the other). */
const pathAndQuery = (url: string | null | undefined) => {
  const parsed = new URL(url ?? '', 'http://unused.example')
  return parsed.pathname + parsed.search
}

/** The og:image the page shows now (the web app updates it as it navigates). */
export const previewImage = async (page: Page) =>
  pathAndQuery(await page.locator('meta[property="og:image"]').getAttribute('content'))

/** The og:image the server writes into `path`'s page, as a crawler reads it without running the app. */
export async function serverPreviewImage(page: Page, path: string) {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text()
  return pathAndQuery(html.match(/<meta property="og:image" content="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&'))
}

/**
 * Watches the page's next loads for an element matching `selector` (a loading state that should never show) and
 * answers a check of whether one ever appeared, however briefly.
 */
export async function watchForEver(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched) => {
    const seen = { ever: false }
    ;(window as { everSeen?: typeof seen }).everSeen = seen
    new MutationObserver(() => {
      if (document.querySelector(watched)) seen.ever = true
    }).observe(document, { childList: true, subtree: true })
  }, selector)
  return async () => (await page.evaluate(() => (window as { everSeen?: { ever: boolean } }).everSeen?.ever)) === true
}
