import { SUPPORTED_LOCALES } from "#contract/locales"

import type { Route } from "./+types/sitemap-index"

// sitemap.xml: one sitemap per language (a scale-10 catalogue stays under 50,000 addresses each).
export function loader({ url }: Route.LoaderArgs) {
  const entries = SUPPORTED_LOCALES.map(
    (locale) => `<sitemap><loc>${url.origin}/sitemap/${locale}.xml</loc></sitemap>`,
  )
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>\n`
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}
