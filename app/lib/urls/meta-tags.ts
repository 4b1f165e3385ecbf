import type { MetaDescriptor } from "react-router"

/** meta() of a page from the meta tags its loader fetched. */
export function metaTags(
  meta: { title: string; description: string } | null | undefined,
  fallbackTitle?: string,
): MetaDescriptor[] {
  const title = meta?.title ?? fallbackTitle ?? "Belcater Pro"
  return [
    { title },
    ...(meta?.description ? [{ name: "description", content: meta.description }] : []),
    { property: "og:title", content: title },
  ]
}
