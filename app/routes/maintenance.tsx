import { Link, redirect } from "react-router"

import { formatDateTime } from "#contract/format"

import * as css from "../components/content-page.css"
import { getInstance } from "../lib/i18n/i18n.server"
import { useTranslation } from "../lib/i18n/translation"
import { shopContext } from "../lib/session/shop-context.server"
import { localizedPath } from "../lib/urls/pages"
import type { Route } from "./+types/maintenance"

// MODE-1: during maintenance the Partners zone shows this notice with the expected uptime.
// Outside maintenance there is nothing to tell, so the page sends the person home.
export function loader({ context }: Route.LoaderArgs) {
  const { settings, locale } = context.get(shopContext)
  if (!settings.maintenance) throw redirect(localizedPath(locale, "home"))
  return { until: settings.maintenance_until, locale, title: getInstance(context).t("maintenance.title") }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Maintenance"} | Belcater Pro` },
  { name: "robots", content: "noindex" },
]

export const handle = {
  breadcrumb: ({ t }: { t: (key: string) => string }) => [{ label: t("maintenance.title") }],
}

export default function MaintenancePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { until, locale } = loaderData
  const date = until ? formatDateTime(until, locale, "full") : null
  return (
    <article className={css.page}>
      <h1>{t("maintenance.title")}</h1>
      <p role="status">{t("maintenance.message")}</p>
      <p>{date ? t("maintenance.uptime", { date }) : t("maintenance.uptimeUnknown")}</p>
      <p>
        <Link to={localizedPath(locale, "home")}>{t("maintenance.backHome")}</Link>
      </p>
    </article>
  )
}
