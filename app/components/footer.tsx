import { Link } from "react-router"

import { useTranslation } from "../lib/i18n/translation"
import { useRootData } from "../lib/session/root-data"
import { localizedPath } from "../lib/urls/pages"
import { container } from "../styles/utilities.css"
import * as css from "./footer.css"
import { Wordmark } from "./wordmark"

/** PAGE-6: site map, where is the company, contact, follow us. */
export function Footer() {
  const { t } = useTranslation()
  const { locale, company, year, allProductsHref, clearanceHref } = useRootData()
  const path = (page: Parameters<typeof localizedPath>[1]) => localizedPath(locale, page)
  return (
    <footer className={css.footer}>
      <div className={container}>
        <p className={css.brand}>
          <Link to={path("home")} className={css.brandLink}>
            <Wordmark name={t("meta.siteName")} tone="dark" />
          </Link>
        </p>
        <div className={css.columns}>
          <nav aria-labelledby="footer-sitemap">
            <h2 id="footer-sitemap">{t("footer.siteMap")}</h2>
            <ul>
              <li>
                <Link to={path("home")}>{t("nav.home")}</Link>
              </li>
              <li>
                <Link to={allProductsHref}>{t("nav.products")}</Link>
              </li>
              <li>
                <Link to={clearanceHref}>{t("nav.clearance")}</Link>
              </li>
              <li>
                <Link to={path("services")}>{t("nav.services")}</Link>
              </li>
              <li>
                <Link to={path("companyInfo")}>{t("nav.aboutUs")}</Link>
              </li>
              <li>
                <Link to={path("faq")}>{t("nav.faq")}</Link>
              </li>
              <li>
                <Link to={path("cookiesPolicy")}>{t("nav.privacyPolicy")}</Link>
              </li>
              <li>
                <Link to={path("termsOfService")}>{t("nav.termsOfService")}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-where">
            <h2 id="footer-where">{t("footer.whereIsCompany")}</h2>
            {company ? (
              <address>
                {t("meta.siteName")}
                <br />
                {company.street}
                <br />
                {company.postalCode} {company.city}
                <br />
                {company.country}
              </address>
            ) : null}
          </section>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{t("footer.contact")}</h2>
            {company ? (
              <ul>
                <li>
                  {t("footer.phone")}: <a href={`tel:${company.phone.replace(/\s/g, "")}`}>{company.phone}</a>
                </li>
                <li>
                  {t("footer.email")}: <a href={`mailto:${company.email}`}>{company.email}</a>
                </li>
                <li>
                  {t("footer.vat")}: {company.vat}
                </li>
                <li>
                  {t("footer.openingHours")}: {company.openingHours}
                </li>
              </ul>
            ) : null}
            <p>
              <Link to={path("contact")}>{t("nav.contact")}</Link>
            </p>
          </section>
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow">{t("footer.followUs")}</h2>
            <ul>
              {company?.social.map((network) => (
                <li key={network.name}>
                  <a href={network.url} rel="noopener noreferrer" target="_blank">
                    {network.name} <span className="visually-hidden">{t("footer.opensInNewWindow")}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className={css.legal}>{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  )
}
