import { isRouteErrorResponse, Link, useRouteError } from "react-router"

import type { Locale } from "#contract/locales"

import { useTranslation } from "../../lib/i18n/translation"
import { localizedPath } from "../../lib/urls/pages"

/**
 * The offers' pages when they cannot show an offer, inside the account layout (OFFER-1): "offer not found"
 * (404: an unknown id or another partner's offer), a partner without the price_quotation role (403), or
 * the API failing.
 */
export function OfferErrorBoundary() {
  const error = useRouteError()
  const { t, i18n } = useTranslation("offers")
  const locale = i18n.language as Locale
  const status = isRouteErrorResponse(error) ? error.status : 500
  const [title, message] =
    status === 404
      ? [t("notFound.title"), t("notFound.message")]
      : status === 403
        ? [t("forbidden.title"), t("forbidden.message")]
        : [t("common:error.title"), t("common:error.tryLater")]
  return (
    <section aria-labelledby="offer-error-title">
      <title>{`${title} | Belcater Pro`}</title>
      <h1 id="offer-error-title">{title}</h1>
      <p>{message}</p>
      <p>
        {status === 403 ? (
          <Link to={localizedPath(locale, "myAccount")}>{t("forbidden.back")}</Link>
        ) : (
          <Link to={localizedPath(locale, "myOffers")}>{t("back")}</Link>
        )}
      </p>
    </section>
  )
}
