import type { RouterContextProvider } from "react-router"

import { getInstance } from "../../lib/i18n/i18n.server"

/** An operator's screen's title (locales/<lng>/staff-ops.json) in the request's language, for `meta`. */
export function opsTitle(context: Readonly<RouterContextProvider>, key: string) {
  const t = getInstance(context).t
  return `${t(`staff-ops:${key}`)} | ${t("staff:frame.title")}`
}
