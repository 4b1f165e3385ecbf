import type { RouterContextProvider } from "react-router"

import { getInstance } from "../../lib/i18n/i18n.server"

/** A page title of the back office in the request's language, as loaders give it to `meta`. */
export function staffTitle(context: Readonly<RouterContextProvider>, key: string) {
  const t = getInstance(context).t
  return `${t(`staff:${key}`)} | ${t("staff:frame.title")}`
}
