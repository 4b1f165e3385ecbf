import type { MetaDescriptor } from "react-router"

const SITE_NAME = "Belcater Pro"

/** A page's own title followed by the shop's name, as every tab and bookmark shows it (PAGE-17). */
export const withSiteName = (title: string) =>
  title.endsWith(`| ${SITE_NAME}`) ? title : `${title} | ${SITE_NAME}`

/**
 * meta() of a page from the meta tags its loader fetched; without them, the page's own title (its
 * heading) with the shop's name after it. The stored meta titles carry the name already.
 */
export function metaTags(
  meta: { title: string; description: string } | null | undefined,
  fallbackTitle?: string,
): MetaDescriptor[] {
  const title = meta?.title ?? (fallbackTitle ? withSiteName(fallbackTitle) : SITE_NAME)
  return [
    { title },
    ...(meta?.description ? [{ name: "description", content: meta.description }] : []),
    { property: "og:title", content: title },
  ]
}
