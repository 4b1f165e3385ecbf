import { Hono } from "hono"

import { brusselsInstant } from "#contract/shipping-date"
import { addStaffMember, listStaffAuditLog, listStaffMembers, revokeStaffSecondFactor } from "#contract/staff"
import {
  approveSignupRequest,
  changePartnerPrices,
  getStaffSettings,
  listStaffSignupRequests,
  rejectSignupRequest,
  revokePartnerSessions,
  setStaffSetting,
  type StaffSettingBodySchema,
} from "#contract/staff-area"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { notFound } from "../../lib/errors"
import { securityEvent } from "../../lib/security-events"
import { mailContextOf } from "../accounts/account-mails"
import { endOtherLogins } from "../accounts/session.service"
import type { SignupSummary } from "../accounts/signup.service"
import * as signups from "../accounts/signup.service"
import { changePartnerPrices as changePrices, partnerEmail } from "../accounts/users.service"
import { applySettingCommand, type SettingCommand } from "../content/settings.commands"
import { readSettings, type SettingsValues } from "../content/settings.service"
import { settingsMemo } from "../content/settings-memo"
import { readAuditLog, recordStaffAction } from "./audit-log"
import { auditActorOf, requireStaff } from "./staff-access"
import {
  addStaff,
  listStaff,
  resetSecondFactor,
  staffById,
  staffMemberResource,
} from "./staff-members.service"
import { requireRecentFactor } from "./staff-session.service"

// What staff do over HTTP (docs/decisions/093): each route asks for its permission (a 403 otherwise),
// calls the same service as `npm run staff`, and writes its audit entry in the change's own transaction,
// so a change that fails leaves no entry and an entry never outlives a change rolled back.

export const staffAreaRoutes = new Hono<ApiEnv>()

// ── Sign-up requests ──────────────────────────────────────────────────────────────────────────────────

const iso = (value: Date | null) => (value ? value.toISOString() : null)

const signupResource = (request: SignupSummary) => ({
  type: "signup-requests" as const,
  id: String(request.id),
  attributes: {
    status: request.status as "pending" | "approved" | "rejected",
    created_at: request.createdAt.toISOString(),
    reviewed_at: iso(request.reviewedAt),
    first_name: request.firstName,
    last_name: request.lastName,
    email: request.email,
    phone: request.phone,
    company_name: request.companyName,
    company_reference: request.companyReference,
    company_function: request.companyFunction,
    category: request.category,
    language: request.language,
    newsletter: request.newsletter,
    client_id: request.clientId === null ? null : String(request.clientId),
  },
})

/** what the audit log keeps of a request: its review, not the applicant's whole form */
const reviewOf = (request: SignupSummary) => ({
  status: request.status,
  email: request.email,
  client_id: request.clientId,
})

defineRoute(staffAreaRoutes, listStaffSignupRequests, async (c, { query }) => {
  requireStaff(c, "signups")
  const rows = await signups.listSignupRequests(c.get("db"), { all: query.status === "all" })
  return c.json({ data: rows.reverse().map(signupResource) })
})

defineRoute(staffAreaRoutes, approveSignupRequest, async (c, { params, body }) => {
  const viewer = requireStaff(c, "signups")
  const result = await signups.approveSignupRequest(
    c.get("db"),
    mailContextOf(c),
    params.id,
    {
      roles: body.roles as signups.ApproveOptions["roles"],
      currency: body.currency,
      discountPercent: body.discount,
      category: body.category,
    },
    (tx, before, after) =>
      recordStaffAction(tx, auditActorOf(c, viewer), {
        action: "signup.approve",
        target: `signup-request:${before.id}`,
        before: reviewOf(before),
        after: {
          ...reviewOf(after),
          roles: body.roles,
          currency: body.currency,
          discount: body.discount,
          category: body.category ?? before.category,
        },
      }),
  )
  return c.json({ data: signupResource(result.request) })
})

defineRoute(staffAreaRoutes, rejectSignupRequest, async (c, { params, body }) => {
  const viewer = requireStaff(c, "signups")
  const reason = body?.reason || undefined
  const request = await signups.rejectSignupRequest(
    c.get("db"),
    mailContextOf(c),
    params.id,
    (tx, before, after) =>
      recordStaffAction(tx, auditActorOf(c, viewer), {
        action: "signup.reject",
        target: `signup-request:${before.id}`,
        before: reviewOf(before),
        after: { ...reviewOf(after), ...(reason ? { reason } : {}) },
      }),
    reason,
  )
  return c.json({ data: signupResource(request) })
})

// ── Switches (MODE-1 to MODE-3) ───────────────────────────────────────────────────────────────────────

const switchesOf = (settings: SettingsValues) => ({
  maintenance: settings.maintenance.enabled,
  maintenance_until: settings.maintenance.until,
  registration_only: settings.registration_only,
  partner_login: settings.deactivate_login_for_users !== "1",
})

const settingsDocument = (settings: SettingsValues) => ({
  data: { type: "staff-settings" as const, id: "switches" as const, attributes: switchesOf(settings) },
})

defineRoute(staffAreaRoutes, getStaffSettings, async (c) => {
  requireStaff(c, "settings")
  return c.json(settingsDocument(await readSettings(c.get("db"))))
})

type StaffSetting = (typeof StaffSettingBodySchema)["_zod"]["output"]

/** The staff area's switch as the command line's (settings.commands.ts): one way to change a mode. */
function settingCommandOf(body: StaffSetting): SettingCommand {
  switch (body.key) {
    case "maintenance":
      return {
        key: "maintenance",
        value: body.on ? "on" : "off",
        // MODE-1: typed in Brussels time, kept as the instant it stands for
        until:
          body.on && body.until
            ? brusselsInstant(`${body.until.replace("T", " ")}:00`).toISOString()
            : undefined,
      }
    case "registration_only":
      return { key: "registration_only", value: body.on ? "on" : "off" }
    case "partner_login":
      return { key: "deactivate_login_for_users", value: body.on ? "0" : "1" }
  }
}

defineRoute(staffAreaRoutes, setStaffSetting, async (c, { body }) => {
  const viewer = requireStaff(c, "settings")
  const settings = await c.get("db").transaction(async (tx) => {
    const before = switchesOf(await readSettings(tx))
    const after = await applySettingCommand(tx, settingCommandOf(body))
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: `setting.${body.key}`,
      target: `setting:${body.key}`,
      before,
      after: switchesOf(after),
    })
    return after
  })
  // this process's next page shows the switch even before the database's notification arrives
  settingsMemo(c.get("handle")).forget()
  return c.json(settingsDocument(settings))
})

// ── A partner's prices ────────────────────────────────────────────────────────────────────────────────

defineRoute(staffAreaRoutes, changePartnerPrices, async (c, { params, body }) => {
  const viewer = requireStaff(c, "partners")
  requireRecentFactor(viewer, c.get("staffReauthenticationSeconds"))
  const changed = await c.get("db").transaction(async (tx) => {
    const result = await changePrices(tx, params.id, body)
    if (!result) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "partner.prices",
      target: `client:${params.id}`,
      before: result.before,
      after: result.after,
    })
    return result.after
  })
  return c.json({ data: { type: "partner-prices" as const, id: String(params.id), attributes: changed } })
})

defineRoute(staffAreaRoutes, revokePartnerSessions, async (c, { params }) => {
  const viewer = requireStaff(c, "partners")
  const ended = await c.get("db").transaction(async (tx) => {
    const email = await partnerEmail(tx, params.id)
    if (email === null) throw notFound()
    const count = await endOtherLogins(tx, params.id, null, new Date(), "ended_by_staff")
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "partner.sessions_ended",
      target: `client:${params.id}`,
      before: { email, open_logins: count },
      after: { email, open_logins: 0 },
    })
    return count
  })
  securityEvent(c.get("log"), "sessions.ended_by_staff", {
    clientId: params.id,
    staffId: viewer.staffId,
    ended,
  })
  return c.json({ meta: { ended } })
})

// ── Staff accounts ────────────────────────────────────────────────────────────────────────────────────

defineRoute(staffAreaRoutes, listStaffMembers, async (c) => {
  requireStaff(c, "staff")
  return c.json({ data: (await listStaff(c.get("db"))).map(staffMemberResource) })
})

defineRoute(staffAreaRoutes, addStaffMember, async (c, { body }) => {
  const viewer = requireStaff(c, "staff")
  requireRecentFactor(viewer, c.get("staffReauthenticationSeconds"))
  const { member, password } = await c.get("db").transaction(async (tx) => {
    const added = await addStaff(tx, body)
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "staff.add",
      target: `staff:${added.member.id}`,
      after: { email: added.member.email, name: added.member.name, role: added.member.role },
    })
    return added
  })
  return c.json({ data: staffMemberResource(member), meta: { initial_password: password } }, 201)
})

defineRoute(staffAreaRoutes, revokeStaffSecondFactor, async (c, { params }) => {
  const viewer = requireStaff(c, "staff")
  requireRecentFactor(viewer, c.get("staffReauthenticationSeconds"))
  const member = await c.get("db").transaction(async (tx) => {
    const before = await staffById(tx, params.id)
    const reset = await resetSecondFactor(tx, params.id)
    if (!reset) throw notFound()
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "staff.second_factor_reset",
      target: `staff:${params.id}`,
      before: { email: before.email, second_factor_enrolled: before.totpEnabledAt !== null },
      after: { email: reset.email, second_factor_enrolled: false },
    })
    return reset
  })
  return c.json({ data: staffMemberResource(member) })
})

// ── The audit log ─────────────────────────────────────────────────────────────────────────────────────

defineRoute(staffAreaRoutes, listStaffAuditLog, async (c, { query }) => {
  requireStaff(c, "audit")
  const rows = await readAuditLog(c.get("db"), {
    before: query.before,
    limit: query.limit,
    staffId: query.staff_id,
    action: query.action,
    from: query.from,
    to: query.to,
  })
  return c.json({
    data: rows.map((row) => ({
      type: "audit-entries" as const,
      id: String(row.id),
      attributes: {
        at: row.at.toISOString(),
        staff_id: String(row.staffId),
        staff_email: row.staffEmail,
        action: row.action,
        target: row.target,
        address: row.address,
        user_agent: row.userAgent,
        before: row.before ?? null,
        after: row.after ?? null,
      },
    })),
  })
})
