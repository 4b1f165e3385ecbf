import { Hono } from "hono"

import {
  checkStaffSecondFactor,
  confirmStaffIdentity,
  createStaffRecoveryCodes,
  getStaffSelf,
  logInStaff,
  logOutStaff,
  STAFF_IDLE_TIMEOUT_SECONDS,
  STAFF_PERMISSIONS,
  staffMay,
  type StaffPermission,
} from "#contract/staff"

import type { ApiEnv } from "../../lib/context"
import { defineRoute } from "../../lib/define-route"
import { securityEvent } from "../../lib/security-events"
import { recordStaffAction } from "./audit-log"
import { issueRecoveryCodes, recoveryCodesLeft } from "./second-factor"
import { auditActorOf, requireStaff, staffCallerOf } from "./staff-access"
import { staffById, staffMemberResource } from "./staff-members.service"
import {
  completeStaffLogin,
  endStaffSession,
  reauthenticate,
  reauthenticatedUntil,
  requireRecentFactor,
  sessionEnds,
  staffLogin,
} from "./staff-session.service"

// The staff login (docs/decisions/093): password, then second factor, then a session of its own.

export const staffAuthRoutes = new Hono<ApiEnv>()

defineRoute(staffAuthRoutes, logInStaff, async (c, { body }) => {
  const step = await staffLogin(c.get("db"), body, staffCallerOf(c))
  return c.json({
    data: {
      type: "staff-login-steps" as const,
      id: step.step,
      attributes: {
        step: step.step,
        login_token: step.loginToken,
        expires_at: step.expiresAt.toISOString(),
        enrolment: step.enrolment,
      },
    },
  })
})

defineRoute(staffAuthRoutes, checkStaffSecondFactor, async (c, { body }) => {
  const login = await completeStaffLogin(c.get("db"), body, staffCallerOf(c))
  return c.json({
    access_token: login.token,
    token_type: "bearer" as const,
    expires_at: login.expiresAt.toISOString(),
    idle_timeout: STAFF_IDLE_TIMEOUT_SECONDS,
    recovery_codes: login.recoveryCodes,
    data: staffMemberResource(login.member),
  })
})

defineRoute(staffAuthRoutes, confirmStaffIdentity, async (c, { body }) => {
  const viewer = requireStaff(c)
  const until = await reauthenticate(
    c.get("db"),
    viewer,
    body,
    staffCallerOf(c),
    c.get("staffReauthenticationSeconds"),
  )
  return c.json({ meta: { reauthenticated_until: until.toISOString() } })
})

defineRoute(staffAuthRoutes, logOutStaff, async (c) => {
  const viewer = requireStaff(c)
  await c.get("db").transaction(async (tx) => {
    await endStaffSession(tx, viewer.sessionId, "logout")
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "staff.logout",
      target: `staff:${viewer.staffId}`,
      after: { session: viewer.sessionId },
    })
  })
  securityEvent(c.get("log"), "staff.logout", { staffId: viewer.staffId, sessionId: viewer.sessionId })
  return c.body(null, 204)
})

defineRoute(staffAuthRoutes, getStaffSelf, async (c) => {
  const viewer = requireStaff(c)
  const db = c.get("db")
  const member = await staffById(db, viewer.staffId)
  const { endsAt, idleEndsAt } = sessionEnds(viewer)
  return c.json({
    data: staffMemberResource(member),
    meta: {
      permissions: (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) =>
        staffMay(viewer.role, permission),
      ),
      session: {
        created_at: viewer.sessionCreatedAt.toISOString(),
        ends_at: endsAt.toISOString(),
        idle_ends_at: idleEndsAt.toISOString(),
        reauthenticated_until:
          reauthenticatedUntil(viewer, c.get("staffReauthenticationSeconds"))?.toISOString() ?? null,
      },
      recovery_codes_left: await recoveryCodesLeft(db, viewer.staffId),
    },
  })
})

defineRoute(staffAuthRoutes, createStaffRecoveryCodes, async (c) => {
  const viewer = requireStaff(c)
  requireRecentFactor(viewer, c.get("staffReauthenticationSeconds"))
  const codes = await c.get("db").transaction(async (tx) => {
    const made = await issueRecoveryCodes(tx, viewer.staffId)
    await recordStaffAction(tx, auditActorOf(c, viewer), {
      action: "staff.recovery_codes",
      target: `staff:${viewer.staffId}`,
      after: { count: made.length },
    })
    return made
  })
  securityEvent(c.get("log"), "staff.recovery_codes.renewed", { staffId: viewer.staffId })
  return c.json({ meta: { recovery_codes: codes } }, 201)
})
