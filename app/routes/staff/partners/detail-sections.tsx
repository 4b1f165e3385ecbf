import type { ReactNode } from "react"
import { Link } from "react-router"

import { useTranslation } from "../../../lib/i18n/translation"
import type { Route } from "./+types/detail"
import { partnerPath, partnerPricesPath } from "./partner-paths"
import * as css from "./partners.css"

// The read-only sections of a partner's page (PARTNER-2): the account, the company with its other users,
// the orders, offers and API keys. Each section is headed, so a screen reader's list of headings is the
// page's table of contents.

type Loaded = Route.ComponentProps["loaderData"]
type Partner = Loaded["partner"]

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={css.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function AccountSection({ partner, id }: { partner: Partner; id: string }) {
  const { t } = useTranslation("staff-partners")
  const notSet = t("detail.notSet")
  return (
    <Section id="partner-account" title={t("detail.account")}>
      <Facts
        rows={[
          [t("detail.email"), <span className={css.breakAnywhere}>{partner.email}</span>],
          [t("detail.phone"), partner.phone ?? notSet],
          [t("detail.function"), partner.company_function ?? notSet],
          [t("detail.language"), partner.language],
          [t("detail.state"), t(partner.is_active ? "state.active" : "state.inactive")],
          [t("detail.terms"), t(partner.is_gtc_accepted ? "state.termsAccepted" : "state.termsPending")],
          [t("detail.openLogins"), String(partner.open_logins)],
        ]}
      />
      <h3>{t("prices.title")}</h3>
      <Facts
        rows={[
          [t("detail.category"), partner.category ? t(`categories.${partner.category}`) : notSet],
          [t("detail.currency"), partner.currency],
          [t("detail.discount"), t("detail.discountValue", { value: partner.discount })],
        ]}
      />
      <p>{t("prices.intro")}</p>
      <p>
        <Link to={partnerPricesPath(id)} className={css.button}>
          {t("prices.change")}
        </Link>
      </p>
    </Section>
  )
}

export function CompanySection({ partner }: { partner: Partner }) {
  const { t } = useTranslation("staff-partners")
  const { company, colleagues } = partner
  const notSet = t("detail.notSet")
  return (
    <Section id="partner-company" title={t("detail.company")}>
      {company ? (
        <Facts
          rows={[
            [t("detail.companyName"), company.name],
            [t("detail.reference"), company.reference_number ?? notSet],
            [t("detail.vat"), company.vat_number ?? notSet],
            [t("detail.address"), company.address || notSet],
            [t("detail.phone"), company.phone ?? notSet],
          ]}
        />
      ) : (
        <p>{t("detail.noCompany")}</p>
      )}
      <h3>{t("detail.colleagues")}</h3>
      {colleagues.length ? (
        <ul className={css.plainList}>
          {colleagues.map((colleague) => (
            <li key={colleague.id}>
              <Link to={partnerPath(colleague.id)}>{colleague.name}</Link>{" "}
              <span className={css.breakAnywhere}>({colleague.email})</span>:{" "}
              {colleague.roles.length
                ? colleague.roles.map((role) => t(`roles.${role}`)).join(", ")
                : t("detail.none")}
              {colleague.is_active ? null : ` (${t("state.inactive")})`}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("detail.noColleagues")}</p>
      )}
      <p className={css.note}>{t("detail.contactNote")}</p>
    </Section>
  )
}

export function OrdersSection({ orders }: { orders: Loaded["orders"] }) {
  const { t } = useTranslation("staff-partners")
  return (
    <Section id="partner-orders" title={t("orders.title")}>
      {orders.length ? (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption>{t("orders.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("orders.number")}</th>
                <th scope="col">{t("orders.date")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col">{t("orders.total")}</th>
                <th scope="col">{t("orders.invoices")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" data-label={t("orders.number")}>
                    {order.number}
                  </th>
                  <td data-label={t("orders.date")}>{order.date}</td>
                  <td data-label={t("orders.status")}>{t(`orderStatus.${order.status}`)}</td>
                  <td data-label={t("orders.total")} className={css.amount}>
                    {order.total}
                  </td>
                  <td data-label={t("orders.invoices")}>{order.invoices.join(", ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t("orders.none")}</p>
      )}
    </Section>
  )
}

export function OffersSection({ offers }: { offers: Loaded["offers"] }) {
  const { t } = useTranslation("staff-partners")
  return (
    <Section id="partner-offers" title={t("offers.title")}>
      {offers.length ? (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption>{t("offers.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("offers.number")}</th>
                <th scope="col">{t("offers.date")}</th>
                <th scope="col">{t("offers.state")}</th>
                <th scope="col">{t("offers.reference")}</th>
                <th scope="col">{t("offers.customer")}</th>
                <th scope="col">{t("offers.lines")}</th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <th scope="row" data-label={t("offers.number")}>
                    {offer.number}
                  </th>
                  <td data-label={t("offers.date")}>{offer.date}</td>
                  <td data-label={t("offers.state")}>{t(`offers.${offer.state}`)}</td>
                  <td data-label={t("offers.reference")}>{offer.reference ?? ""}</td>
                  <td data-label={t("offers.customer")}>{offer.customer_company_name ?? ""}</td>
                  <td data-label={t("offers.lines")}>{offer.line_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t("offers.none")}</p>
      )}
    </Section>
  )
}

export function ApiKeysSection({ keys }: { keys: Loaded["keys"] }) {
  const { t } = useTranslation("staff-partners")
  return (
    <Section id="partner-api-keys" title={t("apiKeys.title")}>
      <p>{t("apiKeys.intro")}</p>
      {keys.length ? (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption>{t("apiKeys.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("apiKeys.name")}</th>
                <th scope="col">{t("apiKeys.prefix")}</th>
                <th scope="col">{t("apiKeys.created")}</th>
                <th scope="col">{t("apiKeys.lastUsed")}</th>
                <th scope="col">{t("apiKeys.state")}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <th scope="row" data-label={t("apiKeys.name")}>
                    {key.name}
                  </th>
                  <td data-label={t("apiKeys.prefix")}>
                    <code>{key.prefix}</code>
                  </td>
                  <td data-label={t("apiKeys.created")}>{key.created}</td>
                  <td data-label={t("apiKeys.lastUsed")}>{key.lastUsed ?? t("apiKeys.never")}</td>
                  <td data-label={t("apiKeys.state")}>
                    {key.revoked ? t("apiKeys.revoked", { date: key.revoked }) : t("apiKeys.active")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t("apiKeys.none")}</p>
      )}
    </Section>
  )
}
