import { NavLink, redirect, useOutlet } from "react-router"

import { getInstance } from "../lib/i18n/i18n.server"
import { usePageTexts, useTranslation } from "../lib/i18n/translation"
import { partnerSessionContext, requirePartnerSession } from "../lib/session/partner-session.server"
import { shopContext } from "../lib/session/shop-context.server"
import { metaTags } from "../lib/urls/meta-tags"
import { localizedPath } from "../lib/urls/pages"
import { titleCrumb } from "../lib/urls/title-crumb"
import type { Route } from "./+types/my-account"
import * as css from "./my-account.css"

// spec §2: the account area needs a session; without one the person goes to the root. While the terms
// gate is open the account cannot be used: the gate shows over the homepage.
export function loader({ context }: Route.LoaderArgs) {
  const user = requirePartnerSession(context)
  const { locale } = context.get(shopContext)
  if (context.get(partnerSessionContext).gate) throw redirect(`/${locale}`)
  return {
    title: getInstance(context).t("account:title"),
    name: `${user.firstName} ${user.lastName}`,
    href: localizedPath(locale, "myAccount"),
    // spec §6: offers are built by partners with the price_quotation role only
    offers: !!user.roles.price_quotation,
  }
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(null, data?.title)

export const handle = titleCrumb(["account"], "account:title")

export default function MyAccountLayout({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  usePageTexts("account")
  const locale = i18n.language as Parameters<typeof localizedPath>[0]
  const outlet = useOutlet()
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
          {loaderData.offers ? (
            <li>
              <NavLink to={localizedPath(locale, "myOffers")}>{t("account:myOffers")}</NavLink>
            </li>
          ) : null}
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
