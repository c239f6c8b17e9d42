// The site's pages live in @kitly/paths, which the API reads too (sitemap, emailed links); the app imports them here.
export * from '@kitly/paths'
// The version in a link-preview card's URL, computed as the API's page head computes it.
export { compareCardVersion, kitCardVersion, toolCardVersion } from '@kitly/paths/cards'
