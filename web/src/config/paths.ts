// The site's pages live in @kitly/paths, which the API reads too (sitemap, emailed links); the app imports them here.
export * from '@kitly/paths'
