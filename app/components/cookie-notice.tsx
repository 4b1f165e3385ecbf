import { useFetcher, useLocation } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { button, container } from "../styles/utilities.css"
import * as css from "./cookie-notice.css"
import { FormToken } from "./form-token"

/** PAGE-13: a cookie notice accepted and remembered; a plain form post, enhanced into a fetch. */
export function CookieNotice() {
  const { t } = useTranslation()
  const { locale } = useRootData()
  const location = useLocation()
  const fetcher = useFetcher()
  if (fetcher.state !== "idle" || fetcher.data) return null
  return (
    // a region named without a heading: it comes before the page's h1 in the document, and a heading here
    // would be the first one a screen reader's heading list offers
    <section className={css.notice} aria-label={t("cookieNotice.label")}>
      <div className={`${container} ${css.inner}`}>
        <p className={css.message}>
          {t("cookieNotice.message")}{" "}
          <a className={css.link} href={localizedPath(locale, "cookiesPolicy")}>
            {t("cookieNotice.readPolicy")}
          </a>
        </p>
        <fetcher.Form method="post" action="/cookie-consent">
          <FormToken />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" className={button}>
            {t("cookieNotice.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  )
}
