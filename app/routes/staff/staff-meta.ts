import type { MetaDescriptor } from "react-router"

/** A back office page's head: its title, and no search engine ever lists it. */
export function staffMeta(title: string | undefined): MetaDescriptor[] {
  return [{ title: title ?? "Back office" }, { name: "robots", content: "noindex, nofollow" }]
}
