import type { UIMatch } from "react-router"

/**
 * Translation namespaces besides "common": the texts of single pages or page groups (the Partners zone's
 * ordering and account pages, the public forms, the home and product pages, the terms gate), kept out of
 * every other page's scripts (decision 015). A route that uses one says so in its handle
 * (`export const handle = { i18n: ["basket"] }`); the document lists them in <html data-i18n>, and the
 * browser loads them before hydration (app/entry.client.tsx). A later client navigation loads a missing
 * namespace on demand (useTranslation waits for it, app/lib/translation.tsx).
 */
export const PAGE_NAMESPACES = [
  "account",
  "announcements",
  "basket",
  "checkout",
  "downloads",
  "drafts",
  "exports",
  "home",
  "news",
  "offer-detail",
  "offers",
  "orders",
  "product-details",
  "public-forms",
  "quick-order",
  "staff",
  "staff-partners",
  "staff-ops",
  "staff-content",
  "terms",
] as const
export type PageNamespace = (typeof PAGE_NAMESPACES)[number]

export const isPageNamespace = (value: string): value is PageNamespace =>
  (PAGE_NAMESPACES as readonly string[]).includes(value)

/** The namespaces the matched routes (or route modules) declared in their handle. */
export function namespacesOf(matches: readonly Partial<Pick<UIMatch, "handle">>[]): PageNamespace[] {
  const found = new Set<PageNamespace>()
  for (const match of matches) {
    const wanted = (match.handle as { i18n?: unknown } | undefined)?.i18n
    if (!Array.isArray(wanted)) continue
    for (const ns of wanted) if (typeof ns === "string" && isPageNamespace(ns)) found.add(ns)
  }
  return [...found]
}
