import { Link } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { useOptionalRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"

/** PAGE-4: any other path is the not-found page, title "Ooops", message "Page does not exist". */
export function NotFound() {
  const { t } = useTranslation()
  const locale = useOptionalRootData()?.locale ?? "en"
  return (
    <section aria-labelledby="not-found-title">
      <title>{`${t("notFound.title")} | Belcater Pro`}</title>
      <h1 id="not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.message")}</p>
      <p>
        <Link to={localizedPath(locale, "home")}>{t("notFound.backHome")}</Link>
      </p>
    </section>
  )
}
