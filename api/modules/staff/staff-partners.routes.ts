import { type Context, Hono } from "hono"

import {
  changePartnerRoles,
  deactivatePartner,
  getStaffPartner,
  listStaffPartnerApiKeys,
  listStaffPartnerOffers,
  listStaffPartnerOrders,
  listStaffPartners,
  reactivatePartner,
  requirePartnerTerms,
  sendPartnerPasswordLink,
} from "#contract/staff-partners"

import type { Db } from "../../db/client"
import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { ApiError, notFound } from "../../lib/errors"
import { pagination } from "../../lib/jsonapi"
import { securityEvent } from "../../lib/security-events"
import { mailContextOf } from "../accounts/account-mails"
import * as partners from "../accounts/partners.service"
import { partnerEmail } from "../accounts/users.service"
import { listApiKeys } from "../integrations/api-keys.service"
import { listOffers, offerNumber } from "../offers/offers.service"
import { searchOrdersForStaff } from "../orders/staff-order-search.service"
import { recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"
import { orderResource } from "./staff-order-resource"

// Staff look after a partner's account (PARTNER-1 to PARTNER-5, docs/decisions/093): each route asks for
// the "partners" permission first (403 otherwise), and each change writes its audit entry with the
// change's own transaction handle, so a change that fails or is refused leaves no entry.

export const staffPartnerRoutes = new Hono<ApiEnv>()

const iso = (value: Date | null) => (value ? value.toISOString() : null)

defineRoute(staffPartnerRoutes, listStaffPartners, async (c, { query }) => {
  requireStaff(c, "partners")
  const page = query["page[number]"]
  const perPage = query["page[size]"]
  const found = await partners.searchPartners(c.get("db"), {
    q: query["filter[q]"] || undefined,
    sort: query.sort,
    page,
    perPage,
  })
  return c.json({
    data: found.data,
    meta: { pagination: pagination(found.total, found.data.length, perPage, page) },
  })
})

async function answerPartner(c: Context<ApiEnv>, id: number) {
  const partner = await partners.partnerDetail(c.get("db"), id)
  if (!partner) throw notFound()
  return c.json({ data: partner })
}

defineRoute(staffPartnerRoutes, getStaffPartner, async (c, { params }) => {
  requireStaff(c, "partners")
  return answerPartner(c, params.id)
})

/** One audited change of a partner: `change` runs in a transaction with the audit entry it returns. */
async function changePartner(
  c: Context<ApiEnv>,
  id: number,
  change: (tx: Db) => Promise<{ action: string; before: unknown; after: unknown } | null>,
) {
  const viewer = requireStaff(c, "partners")
  await c.get("db").transaction(async (tx) => {
    const entry = await change(tx)
    if (!entry) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), { ...entry, target: `client:${id}` })
  })
  return viewer
}

defineRoute(staffPartnerRoutes, changePartnerRoles, async (c, { params, body }) => {
  await changePartner(c, params.id, async (tx) => {
    const changed = await partners.setPartnerRoles(tx, params.id, body.roles)
    return (
      changed && {
        action: "partner.roles",
        before: { email: changed.email, roles: changed.before },
        after: { email: changed.email, roles: changed.after },
      }
    )
  })
  return answerPartner(c, params.id)
})

defineRoute(staffPartnerRoutes, requirePartnerTerms, async (c, { params }) => {
  await changePartner(c, params.id, async (tx) => {
    const changed = await partners.requireTermsOf(tx, params.id)
    return (
      changed && {
        action: "partner.terms_required",
        before: { email: changed.email, is_gtc_accepted: changed.before },
        after: { email: changed.email, is_gtc_accepted: false },
      }
    )
  })
  return answerPartner(c, params.id)
})

/** Deactivate or reactivate: a 409 when the account is in that state already (and no entry). */
async function switchActive(c: Context<ApiEnv>, id: number, active: boolean) {
  let ended = 0
  const viewer = await changePartner(c, id, async (tx) => {
    const changed = await partners.setPartnerActive(tx, id, active)
    if (!changed) return null
    if (!changed.changed)
      throw new ApiError(
        409,
        active ? "partner_active" : "partner_inactive",
        active ? "staff.partnerActiveAlready" : "staff.partnerInactiveAlready",
      )
    ended = changed.ended
    return {
      action: active ? "partner.reactivate" : "partner.deactivate",
      before: { email: changed.email, is_active: !active },
      after: { email: changed.email, is_active: active, ...(active ? {} : { logins_ended: ended }) },
    }
  })
  securityEvent(c.get("log"), active ? "account.reactivated" : "account.deactivated", {
    clientId: id,
    staffId: viewer.staffId,
    ended,
  })
  return answerPartner(c, id)
}

defineRoute(staffPartnerRoutes, deactivatePartner, (c, { params }) => switchActive(c, params.id, false))
defineRoute(staffPartnerRoutes, reactivatePartner, (c, { params }) => switchActive(c, params.id, true))

defineRoute(staffPartnerRoutes, sendPartnerPasswordLink, async (c, { params }) => {
  let send: (() => Promise<void>) | undefined
  await changePartner(c, params.id, async (tx) => {
    const link = await partners.preparePasswordLink(tx, mailContextOf(c), params.id)
    if (!link) return null
    if (!link.active) throw new ApiError(409, "partner_inactive", "staff.partnerInactive")
    send = link.send
    return { action: "partner.password_link", before: null, after: { email: link.email } }
  })
  // after the commit: the link exists before anyone can open it
  await send!()
  return answerPartner(c, params.id)
})

/** The partner named in the path exists (else 404), for the read-only lists. */
async function requirePartnerRow(c: Context<ApiEnv>, id: number) {
  requireStaff(c, "partners")
  if ((await partnerEmail(c.get("db"), id)) === null) throw notFound()
}

defineRoute(staffPartnerRoutes, listStaffPartnerOrders, async (c, { params }) => {
  await requirePartnerRow(c, params.id)
  const found = await searchOrdersForStaff(c.get("db"), {
    clientId: params.id,
    sort: "-created_at",
    page: 1,
    size: 100,
  })
  return c.json({ data: found.orders.map(orderResource) })
})

defineRoute(staffPartnerRoutes, listStaffPartnerOffers, async (c, { params }) => {
  await requirePartnerRow(c, params.id)
  const { rows, lines } = await listOffers(c.get("db"), params.id, {}, 1, 100)
  return c.json({
    data: rows.map((offer) => ({
      type: "offers" as const,
      id: String(offer.id),
      attributes: {
        number: offerNumber(offer.sequence),
        state: offer.state,
        reference: offer.reference,
        customer_company_name: offer.customerCompanyName,
        currency: offer.currency,
        line_count: lines.filter((line) => line.offerId === offer.id).length,
        created_at: offer.createdAt.toISOString(),
        saved_at: iso(offer.savedAt),
      },
    })),
  })
})

defineRoute(staffPartnerRoutes, listStaffPartnerApiKeys, async (c, { params }) => {
  await requirePartnerRow(c, params.id)
  const rows = await listApiKeys(c.get("db"), params.id)
  return c.json({
    data: rows.slice(0, 100).map((key) => ({
      type: "api-keys" as const,
      id: String(key.id),
      attributes: {
        name: key.name,
        prefix: key.prefix,
        created_at: key.createdAt.toISOString(),
        last_used_at: iso(key.lastUsedAt),
        revoked_at: iso(key.revokedAt),
      },
    })),
  })
})
