import { getInstance } from "../lib/i18n/i18n.server"
import { requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import type { Route } from "./+types/quick-order-template"

// QUICK-4: the quick order's list template, in the page's language: a CSV (UTF-8 with a byte-order mark,
// separated by semicolons, as Excel opens it in Belgium, EXPORT-7) whose heading row names the two
// columns; the upload skips that heading whatever its language. A resource route: a plain download.

export function loader({ context }: Route.LoaderArgs) {
  requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  const t = getInstance(context).t
  const body = `\uFEFF${t("quick-order:templateArticle")};${t("quick-order:templateQuantity")}\r\n`
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="quick-order-${locale}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  })
}
