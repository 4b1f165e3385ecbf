import { parseWithZod } from "@conform-to/zod/v4"
import { data, Link, redirect } from "react-router"

import { formatNumber } from "#contract/format"
import { formatMoney } from "#contract/money"
import { revokePartnerSessions } from "#contract/staff-area"
import {
  changePartnerRoles,
  deactivatePartner,
  getStaffPartner,
  listStaffPartnerApiKeys,
  listStaffPartnerOffers,
  listStaffPartnerOrders,
  reactivatePartner,
  requirePartnerTerms,
  sendPartnerPasswordLink,
} from "#contract/staff-partners"

import { readForm, replyWithApiFailure } from "../../../lib/forms/read-form.server"
import { dateFormatters } from "../../../lib/i18n/date-formatters"
import { getLocale } from "../../../lib/i18n/i18n.server"
import { useTranslation } from "../../../lib/i18n/translation"
import { staffSessionContext } from "../../../lib/session/staff-session.server"
import { requireStaffOk, staffApi } from "../../../lib/transport/staff-api.server"
import { staffMeta } from "../staff-meta"
import { staffTitle } from "../staff-page.server"
import type { Route } from "./+types/detail"
import { AccountActions, RolesForm, RolesFormSchema } from "./detail-forms"
import {
  AccountSection,
  ApiKeysSection,
  CompanySection,
  OffersSection,
  OrdersSection,
} from "./detail-sections"
import { partnerPath, PARTNERS_PATH } from "./partner-paths"

// PARTNER-2 to PARTNER-5: one partner, in sections (the account, the company and its other users, the roles,
// the prices, the account's actions, its orders, offers and API keys), each action a plain form of its own
// told apart by `intent`, answered with a redirect to this page and a message, or with its errors.

const ID = /^\d{1,9}$/

export async function loader({ context, url, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw new Response("Not found", { status: 404 })
  const api = staffApi(context, url)
  const path = { params: { id: params.id } }
  const [partner, orders, offers, keys] = await Promise.all([
    api.send(getStaffPartner, path),
    api.send(listStaffPartnerOrders, path),
    api.send(listStaffPartnerOffers, path),
    api.send(listStaffPartnerApiKeys, path),
  ])
  const { attributes } = requireStaffOk(partner).data
  const locale = getLocale(context)
  // written here, so that hydration builds no date format (decision 061)
  const dates = dateFormatters(locale)
  return {
    title: `${attributes.first_name} ${attributes.last_name} | ${staffTitle(context, "staff-partners:list.title")}`,
    id: params.id,
    partner: { ...attributes, discount: formatNumber(attributes.discount, locale) },
    orders: requireStaffOk(orders).data.map((order) => ({
      id: order.id,
      number: order.attributes.number,
      status: order.attributes.status,
      date: dates.day(order.attributes.created_at),
      total: formatMoney(order.attributes.total_cents, order.attributes.currency),
      invoices: order.attributes.invoices,
    })),
    offers: requireStaffOk(offers).data.map((offer) => ({
      id: offer.id,
      ...offer.attributes,
      date: dates.day(offer.attributes.saved_at ?? offer.attributes.created_at),
    })),
    keys: requireStaffOk(keys).data.map((key) => ({
      id: key.id,
      name: key.attributes.name,
      prefix: key.attributes.prefix,
      created: dates.day(key.attributes.created_at),
      lastUsed: dates.moment(key.attributes.last_used_at),
      revoked: dates.day(key.attributes.revoked_at),
    })),
  }
}

const DONE = {
  terms: "staff-partners:actions.termsDone",
  "password-link": "staff-partners:actions.passwordLinkDone",
  "end-sessions": "staff-partners:actions.endSessionsDone",
  deactivate: "staff-partners:actions.deactivateDone",
  reactivate: "staff-partners:actions.reactivateDone",
} as const
const CHANGES = {
  terms: requirePartnerTerms,
  "password-link": sendPartnerPasswordLink,
  deactivate: deactivatePartner,
  reactivate: reactivatePartner,
} as const

export async function action({ request, context, url, params }: Route.ActionArgs) {
  if (!ID.test(params.id)) throw new Response("Not found", { status: 404 })
  const formData = await readForm(request)
  const intent = formData.get("intent")
  const api = staffApi(context, url)
  const path = { params: { id: params.id } }
  const staff = context.get(staffSessionContext)
  const back = partnerPath(params.id)

  if (intent === "roles") {
    const submission = parseWithZod(formData, { schema: RolesFormSchema })
    if (submission.status !== "success")
      return data({ intent, result: submission.reply(), ask: null, message: null }, { status: 422 })
    const answer = await api.send(changePartnerRoles, { ...path, body: submission.value })
    if (!answer.ok)
      return data(
        { intent, result: replyWithApiFailure(submission, answer), ask: null, message: null },
        { status: answer.status >= 500 ? 503 : 422 },
      )
    staff.flash("done", "staff-partners:roles.saved")
    throw redirect(back, 303)
  }
  // the question before deactivating: the same page with the question where the button was
  if (intent === "ask-deactivate") return { intent, result: undefined, ask: "deactivate", message: null }

  if (intent === "end-sessions") {
    requireStaffOk(await api.send(revokePartnerSessions, path))
    staff.flash("done", DONE[intent])
    throw redirect(back, 303)
  }
  if (
    intent === "terms" ||
    intent === "password-link" ||
    intent === "deactivate" ||
    intent === "reactivate"
  ) {
    const answer = await api.send(CHANGES[intent], path)
    // a 409 (deactivated already, a link for a deactivated account) is said on the page, beside the forms
    if (!answer.ok && answer.kind !== "not_found" && answer.status === 409)
      return data({ intent, result: undefined, ask: null, message: answer.message ?? null }, { status: 409 })
    requireStaffOk(answer)
    staff.flash("done", DONE[intent])
    throw redirect(back, 303)
  }
  throw new Response("Unknown intent", { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title)
export const handle = { i18n: ["staff-partners"] }

export default function StaffPartnerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff-partners")
  const { partner, id } = loaderData
  return (
    <article>
      <p>
        <Link to={PARTNERS_PATH}>{t("detail.back")}</Link>
      </p>
      <h1>
        {partner.first_name} {partner.last_name}
      </h1>
      <AccountSection partner={partner} id={id} />
      <CompanySection partner={partner} />
      <RolesForm
        roles={partner.roles}
        lastResult={actionData?.intent === "roles" ? actionData.result : undefined}
      />
      <AccountActions partner={partner} ask={actionData?.ask ?? null} message={actionData?.message ?? null} />
      <OrdersSection orders={loaderData.orders} />
      <OffersSection offers={loaderData.offers} />
      <ApiKeysSection keys={loaderData.keys} />
    </article>
  )
}
