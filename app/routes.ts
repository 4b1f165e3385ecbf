import { type RouteConfig, index, route } from "@react-router/dev/routes"
import { PAGES, type PageName, pageRouteId } from "./lib/pages"
import { SUPPORTED_LOCALES } from "./lib/locales"
import { ROUTE_WORDS } from "./lib/route-words"

// Each page module is mounted once per supported language, with that language's route words
// (/fr/info-entreprise, /nl/bedrijfsinfo, …). The table lives in app/lib/pages.ts.
const localized = SUPPORTED_LOCALES.flatMap((locale) => [
  ...(Object.keys(PAGES) as PageName[]).flatMap((name) => {
    const page = PAGES[name]
    if (!page.file) return []
    const pattern = page.pattern(ROUTE_WORDS[locale])
    return [route(pattern ? `${locale}/${pattern}` : locale, page.file, { id: pageRouteId(locale, name) })]
  }),
  route(`${locale}/*`, "routes/not-found.tsx", { id: `${locale}:notFound` }),
])

export default [
  index("routes/root-redirect.tsx"),
  route("cookie-consent", "routes/cookie-consent.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  route("sitemap.xml", "routes/sitemap-index.tsx"),
  route("sitemap/:file", "routes/sitemap.tsx"),
  ...localized,
  // a path without a (supported) language: redirect to the fallback language, else 404
  route("*", "routes/locale-fallback.tsx"),
] satisfies RouteConfig
