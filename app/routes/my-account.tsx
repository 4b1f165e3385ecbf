import { NavLink, redirect, type ShouldRevalidateFunction, useMatches, useOutlet } from "react-router"

import { localeFromPathname } from "#contract/locales"

import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { partnerSessionContext, requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { shopApi } from "../lib/transport/shop-api.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath, pageOfPath } from "../lib/urls/pages"
import { titleCrumb } from "../lib/urls/title-crumb"
import type { Route } from "./+types/my-account"
import * as css from "./my-account.css"
import { unreadAnnouncements } from "./my-announcements/announcements.server"

// PAGE-2: the account area needs a session; without one the person goes to the root. While the terms
// gate is open the account cannot be used: the gate shows over the homepage.
export async function loader({ context }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  if (context.get(partnerSessionContext).gate) throw redirect(`/${locale}`)
  return {
    // beside "My announcements"; left out when the API cannot tell just now
    unread: await unreadAnnouncements(shopApi(context)),
    title: getInstance(context).t("account:title"),
    name: `${user.firstName} ${user.lastName}`,
    href: localizedPath(locale, "myAccount"),
    // OFFER-1: offers are built by partners with the price_quotation role only
    offers: !!user.roles.price_quotation,
    // EXPORT-1: the product export is for partners with the partner_zone_export role only
    exports: !!user.roles.partner_zone_export,
    // API-4, roles 6 and 7: the integration API's keys (decision 023)
    apiKeys: !!(user.roles.product_export_api || user.roles.order_export_api),
    // QUICK-7: back-in-stock alerts are for partners who see stock (PRICE-2)
    stockAlerts: !!(user.roles.price_quotation || user.roles.product),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(null, loaderData?.title)

export const handle = titleCrumb(["account"], "account:title")

const isAnnouncementPage = (url: URL) => {
  const locale = localeFromPathname(url.pathname)
  const page = locale ? pageOfPath(locale, url.pathname)?.page : undefined
  return page === "myAnnouncements" || page === "myAnnouncementDetail"
}

// Opening an announcement marks it read, so the unread count is read again when the partner comes to or
// leaves the announcements' pages; other moves inside the account keep the layout's data.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate ||
  (currentUrl.pathname !== nextUrl.pathname &&
    (isAnnouncementPage(currentUrl) || isAnnouncementPage(nextUrl)))

export default function MyAccountLayout({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  usePageTexts("account")
  const locale = i18n.language as Parameters<typeof localizedPath>[0]
  const outlet = useOutlet()
  // the announcements' pages answer the count they saw (after the reading, on an announcement's page);
  // the layout's own, read beside them, may predate it
  const unread =
    useMatches()
      .map((match) => (match.loaderData as { unread?: unknown } | undefined)?.unread)
      .find((count): count is number => typeof count === "number") ?? loaderData.unread
  return (
    <div className={css.layout}>
      <nav aria-label={t("account:navigation")} className={css.nav}>
        <p className={css.greeting}>{t("account:greeting", { name: loaderData.name })}</p>
        <ul>
          <li>
            <NavLink to={localizedPath(locale, "myPersonalData")}>{t("account:personalData")}</NavLink>
          </li>
          <li>
            <NavLink to={localizedPath(locale, "myBaskets")}>{t("account:myBaskets")}</NavLink>
          </li>
          <li>
            <NavLink to={localizedPath(locale, "myOrders")}>{t("account:myOrders")}</NavLink>
          </li>
          <li>
            <NavLink to={localizedPath(locale, "myInvoices")}>{t("account:myInvoices")}</NavLink>
          </li>
          <li>
            <NavLink to={localizedPath(locale, "myAnnouncements")}>
              {t("account:myAnnouncements")}{" "}
              {unread ? (
                <>
                  <span className={css.count} aria-hidden="true">
                    {unread}
                  </span>
                  <span className="visually-hidden">{t("account:unreadCount", { count: unread })}</span>
                </>
              ) : null}
            </NavLink>
          </li>
          {loaderData.stockAlerts ? (
            <li>
              <NavLink to={localizedPath(locale, "myStockAlerts")}>{t("account:myStockAlerts")}</NavLink>
            </li>
          ) : null}
          {loaderData.offers ? (
            <li>
              <NavLink to={localizedPath(locale, "myOffers")}>{t("account:myOffers")}</NavLink>
            </li>
          ) : null}
          {loaderData.exports ? (
            <li>
              <NavLink to={localizedPath(locale, "myExport")}>{t("account:myExport")}</NavLink>
            </li>
          ) : null}
          {loaderData.apiKeys ? (
            <li>
              <NavLink to={localizedPath(locale, "myApiKeys")}>{t("account:myApiKeys")}</NavLink>
            </li>
          ) : null}
          <li>
            <NavLink to={localizedPath(locale, "mySessions")}>{t("account:mySessions")}</NavLink>
          </li>
        </ul>
      </nav>
      <div>
        {outlet ?? (
          <>
            <h1>{t("account:title")}</h1>
            <p>{t("account:intro")}</p>
          </>
        )}
      </div>
    </div>
  )
}
